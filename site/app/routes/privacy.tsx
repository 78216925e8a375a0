import { privacyNotice } from '@app/core'
import { LegalPage, legalPageData } from '../components/legal-page'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/privacy'

/**
 * The page's meta tags and its text, read when it is prerendered: the text reaches the browser
 * inside the page rather than in its JavaScript (docs/product.md#speed).
 */
export const loader = () => ({ ...pageData('privacy'), document: legalPageData(privacyNotice) })
export const meta = metaFromPageData

export default function Privacy({ loaderData: { document } }: Route.ComponentProps) {
  return <LegalPage document={document} eyebrow="Your data" />
}
