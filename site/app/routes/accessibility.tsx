import { accessibilityStatement } from '@app/core'
import { LegalPage } from '../components/legal-page'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('accessibility')
export const meta = metaFromPageData

export default function Accessibility() {
  return <LegalPage document={accessibilityStatement} eyebrow="Using this website" />
}
