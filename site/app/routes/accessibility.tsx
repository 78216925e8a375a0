import { accessibilityStatement, pages } from '@app/core'
import { LegalPage } from '../components/legal-page'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta(pages.accessibility)

export default function Accessibility() {
  return <LegalPage document={accessibilityStatement} eyebrow="Using this website" />
}
