import { pages } from '@app/core'
import { ButtonLink, MessagePanel } from '@app/ui'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta(pages.thankYou)

export default function ThankYou() {
  return (
    <MessagePanel
      title="Thank You"
      actions={<ButtonLink href={pages.home.path}>Back to the home page</ButtonLink>}
    >
      <p>Your payment was successful.</p>
      <p className="mt-2">We will be in touch shortly with your course access details.</p>
    </MessagePanel>
  )
}
