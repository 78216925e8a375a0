import { cookiePolicy } from '@app/core'
import { LegalPage } from '../components/legal-page'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('cookies')
export const meta = metaFromPageData

export default function Cookies() {
  return <LegalPage document={cookiePolicy} eyebrow="Your privacy" />
}
