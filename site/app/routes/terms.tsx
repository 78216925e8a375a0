import { termsOfEnrolment } from '@app/core'
import { LegalPage, legalPageData } from '../components/legal-page'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/terms'

/**
 * The page's meta tags and its text, read when it is prerendered: the text reaches the browser
 * inside the page rather than in its JavaScript (docs/product.md#speed).
 */
export const loader = () => ({ ...pageData('terms'), document: legalPageData(termsOfEnrolment) })
export const meta = metaFromPageData

export default function Terms({ loaderData: { document } }: Route.ComponentProps) {
  return <LegalPage document={document} eyebrow="Legal" />
}
