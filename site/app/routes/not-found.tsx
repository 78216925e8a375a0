import { NotFoundContent, notFoundMeta } from '../components/not-found-content'

export const meta = notFoundMeta

/** Every unknown path (docs/product.md#pages-and-routes); the server answers it with HTTP 404. */
export default function NotFound() {
  return <NotFoundContent />
}
