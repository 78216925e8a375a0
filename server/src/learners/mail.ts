import { brand, pages, sapPasswordLink } from '@app/core'
import { renderMail } from '../mail/layout'
import type { MailToQueue } from '../mail/queue'

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
})
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeZone: 'Europe/London',
})

export const learnerMailSubjects = {
  invitation: `Your SAP BASIS videos at ${brand.name}: choose your password`,
  reset: `Choose a new password for the ${brand.name} SAP BASIS videos`,
} as const

/** The e-mail with a learner's link to choose their first password (docs/learners.md). */
export function composeLearnerInvitation(options: {
  linkId: number
  email: string
  token: string
  expiresAt: Date
  accessUntil: Date | null
  publicUrl: string
  staffEmail: string
}): MailToQueue {
  const url = sapPasswordLink(options.publicUrl, options.token)
  const { text, html } = renderMail({
    heading: 'Your SAP BASIS videos are ready',
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [
          `You now have access to the recorded SAP BASIS lessons of ${brand.name}${options.accessUntil ? `, until ${dateFormat.format(options.accessUntil)}` : ''}.`,
          `To start, open this link and choose your password: ${url}`,
          `The link works once, until ${dateTimeFormat.format(options.expiresAt)}. Afterwards, sign in at ${options.publicUrl}${pages.sapLogin.path} with this e-mail address and your password.`,
          'If the link has expired, reply to this e-mail and we will send you a new one.',
        ],
      },
    ],
    note: `Sent by ${options.publicUrl} because access to the SAP BASIS videos was given to this address.`,
  })
  return {
    kind: 'learner-invitation',
    to_address: options.email,
    reply_to_address: options.staffEmail,
    reply_to_name: brand.name,
    subject: learnerMailSubjects.invitation,
    text_body: text,
    html_body: html,
    related_table: 'learner_links',
    related_id: options.linkId,
  }
}

/** The e-mail with a learner's link to choose a new password. */
export function composeLearnerReset(options: {
  linkId: number
  email: string
  token: string
  expiresAt: Date
  publicUrl: string
  staffEmail: string
}): MailToQueue {
  const url = sapPasswordLink(options.publicUrl, options.token)
  const { text, html } = renderMail({
    heading: 'Choose a new password',
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [
          `Someone asked to choose a new password for the ${brand.name} SAP BASIS videos with this e-mail address.`,
          `To choose one, open this link: ${url}`,
          `The link works once, until ${dateTimeFormat.format(options.expiresAt)}. Choosing a new password signs you out on every other device.`,
          'If you did not ask, you can ignore this e-mail: your password stays as it is.',
        ],
      },
    ],
    note: `Sent by ${options.publicUrl} because a new password was asked for.`,
  })
  return {
    kind: 'learner-reset',
    to_address: options.email,
    reply_to_address: options.staffEmail,
    reply_to_name: brand.name,
    subject: learnerMailSubjects.reset,
    text_body: text,
    html_body: html,
    related_table: 'learner_links',
    related_id: options.linkId,
  }
}
