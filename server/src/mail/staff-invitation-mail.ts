import { brand, type StaffRole, staffInvitationMail, staffRoleLabels } from '@app/core'
import { oneLine, renderMail } from './layout'
import type { MailToQueue } from './queue'

const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
})

/** The e-mail that brings someone into the staff area (docs/product.md#staff-area). */
export function composeStaffInvitation(invitation: {
  id: number
  email: string
  role: StaffRole
  url: string
  expiresAt: Date
  /** The owner who invited them, by name. */
  invitedBy: string | undefined
  /** Where replies go: the company's inbox. */
  staffEmail: string
}): MailToQueue {
  const from = invitation.invitedBy
    ? `${oneLine(invitation.invitedBy)} has invited you`
    : 'You have been invited'
  const { text, html } = renderMail({
    heading: `Join the ${brand.name} staff area`,
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [
          `${from} to the ${brand.name} staff area, as ${staffRoleLabels[invitation.role].toLowerCase()}.`,
          `To accept, open this link, choose your password and set up two-factor sign-in with an authenticator app on your phone: ${invitation.url}`,
          `The link works once, until ${expiryFormat.format(invitation.expiresAt)}. If it has expired, ask an owner to send a new one.`,
          'If you did not expect this invitation, you can ignore this e-mail: no account is made unless the link is used.',
        ],
      },
    ],
    note: `Invitation ${invitation.id}.`,
  })
  return {
    kind: 'staff-invitation',
    to_address: invitation.email,
    reply_to_address: invitation.staffEmail,
    reply_to_name: brand.name,
    subject: staffInvitationMail.subject(brand.name),
    text_body: text,
    html_body: html,
    related_table: 'staff_invitations',
    related_id: invitation.id,
  }
}
