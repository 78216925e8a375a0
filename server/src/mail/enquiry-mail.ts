import { brand, type ContactEnquiry } from '@app/core'
import { escapeHtml } from './html'
import type { MailToQueue } from './queue'

const receivedFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
})

/** Newlines and runs of spaces in a one-line header value (subject, display name) become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * The e-mail staff get for a contact enquiry: Reply-To is the visitor, so answering the e-mail
 * answers them (D9). Every visitor-supplied value is escaped in the HTML part.
 */
export function composeContactStaffMail(
  enquiry: Pick<ContactEnquiry, 'name' | 'email' | 'contact' | 'message'> & {
    id: number
    receivedAt: Date
  },
  options: { staffEmail: string; publicUrl: string },
): MailToQueue {
  const name = oneLine(enquiry.name)
  const received = receivedFormat.format(enquiry.receivedAt)
  const message = enquiry.message === '' ? '(no message)' : enquiry.message
  const rows: Array<[string, string]> = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.contact],
    ['Received', received],
  ]

  const text = [
    `New enquiry from the ${brand.name} website (${options.publicUrl}).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message,
    '',
    `Reply to this e-mail to answer ${name}. Enquiry reference: ${enquiry.id}.`,
  ].join('\n')

  const cell = 'padding:4px 12px 4px 0;vertical-align:top'
  const html = `<!doctype html>
<html lang="en-GB">
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">
<p>New enquiry from the ${escapeHtml(brand.name)} website (<a href="${escapeHtml(options.publicUrl)}">${escapeHtml(options.publicUrl)}</a>).</p>
<table role="presentation" style="border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="${cell};text-align:left">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2 style="font-size:16px;margin:16px 0 4px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(message)}</p>
<p style="color:#6b7280;font-size:13px;margin-top:24px">Reply to this e-mail to answer ${escapeHtml(name)}. Enquiry reference: ${enquiry.id}.</p>
</body>
</html>
`

  return {
    kind: 'contact-enquiry',
    to_address: options.staffEmail,
    reply_to_address: enquiry.email,
    reply_to_name: name,
    subject: `Website enquiry from ${name}`,
    text_body: text,
    html_body: html,
    related_table: 'enquiries',
    related_id: enquiry.id,
  }
}
