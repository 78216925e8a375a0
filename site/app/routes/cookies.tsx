import { cookiePolicy, pages } from '@app/core'
import { LegalPage } from '../components/legal-page'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta(pages.cookies)

export default function Cookies() {
  return <LegalPage document={cookiePolicy} eyebrow="Your privacy" />
}
