import { privacyNotice, pages } from '@app/core'
import { LegalPage } from '../components/legal-page'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta(pages.privacy)

export default function Privacy() {
  return <LegalPage document={privacyNotice} eyebrow="Your data" />
}
