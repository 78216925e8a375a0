import { termsOfEnrolment } from '@app/core'
import { LegalPage } from '../components/legal-page'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('terms')
export const meta = metaFromPageData

export default function Terms() {
  return <LegalPage document={termsOfEnrolment} eyebrow="Legal" />
}
