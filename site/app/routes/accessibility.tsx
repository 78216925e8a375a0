import { accessibilityStatement } from '@app/core'
import { LegalPage, legalPageData } from '../components/legal-page'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/accessibility'

/**
 * The page's meta tags and its text, read when it is prerendered: the text reaches the browser
 * inside the page rather than in its JavaScript (docs/product.md#speed).
 */
export const loader = () => ({
  ...pageData('accessibility'),
  document: legalPageData(accessibilityStatement),
})
export const meta = metaFromPageData

export default function Accessibility({ loaderData: { document } }: Route.ComponentProps) {
  return <LegalPage document={document} eyebrow="Using this website" />
}
