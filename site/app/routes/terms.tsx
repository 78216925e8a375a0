import { termsOfEnrolment, pages } from '@app/core'
import { LegalPage } from '../components/legal-page'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta(pages.terms)

export default function Terms() {
  return <LegalPage document={termsOfEnrolment} eyebrow="Legal" />
}
