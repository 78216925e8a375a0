import { brand, enrolmentNumber, formatPence, pages } from '@app/core'
import type { Enrolment, EnrolmentLine } from '../db/schema'
import { type MailBlock, oneLine, renderMail } from './layout'
import type { MailToQueue } from './queue'

/**
 * The two e-mails of a paid enrolment (docs/product.md#enrolment-and-payment), queued in the
 * transaction that marks it paid: a confirmation to the student and a notification to staff.
 */

const paidFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
})

type PaidEnrolment = Pick<
  Enrolment,
  | 'id'
  | 'kind'
  | 'name'
  | 'email'
  | 'contact'
  | 'message'
  | 'list_total_pence'
  | 'custom_amount_pence'
  | 'amount_pence'
  | 'stripe_session_id'
  | 'stripe_payment_intent'
>

type Line = Pick<EnrolmentLine, 'course_title' | 'duration_label' | 'price_pence'>

function courseRows(lines: readonly Line[]): Array<readonly [string, string]> {
  return lines.map((line) => [
    line.course_title,
    `${line.duration_label} — ${formatPence(line.price_pence)}`,
  ])
}

function amountRows(enrolment: PaidEnrolment, amountPaidPence: number) {
  return [
    ...(enrolment.custom_amount_pence === null
      ? []
      : ([['Course total', formatPence(enrolment.list_total_pence)]] as const)),
    ['Amount paid', formatPence(amountPaidPence)],
  ] as const
}

/**
 * To the student: what they paid for and what happens next; Reply-To the staff inbox. It
 * repeats nothing they wrote
 * beyond their name and the courses chosen, so it cannot carry a stranger's message.
 */
export function composeEnrolmentConfirmation(
  enrolment: PaidEnrolment,
  lines: readonly Line[],
  payment: { amountPaidPence: number; paidAt: Date },
  options: {
    staffEmail: string
    publicUrl: string
    /** The SAP BASIS videos: an invitation follows, or the learner's access was extended. */
    videos?: 'invited' | 'extended' | undefined
  },
): MailToQueue {
  const name = oneLine(enrolment.name)
  const test = enrolment.kind === 'test'
  const blocks: MailBlock[] = [
    {
      kind: 'paragraphs',
      paragraphs: [
        `Dear ${name},`,
        test
          ? `This confirms a test payment of ${formatPence(payment.amountPaidPence)} made from the payment test page of the ${brand.name} website.`
          : `Thank you for enrolling with ${brand.name}. We have received your payment of ${formatPence(payment.amountPaidPence)}.`,
      ],
    },
    { kind: 'rows', heading: 'Your courses', rows: courseRows(lines) },
    {
      kind: 'rows',
      heading: 'Payment',
      rows: [
        ...amountRows(enrolment, payment.amountPaidPence),
        ['Paid on', paidFormat.format(payment.paidAt)],
        ['Enrolment number', enrolmentNumber(enrolment.id)],
      ],
    },
    {
      kind: 'text',
      heading: 'What happens next',
      text: [
        'Within one working day a member of our team will contact you with your course access details, your class timetable and how to join your first class.',
        `Classes run ${brand.classTimings.map((timing) => `${timing.days}, ${timing.hours}`).join('; ')}.`,
        ...(options.videos === 'invited'
          ? [
              'Your SAP BASIS videos: a separate e-mail follows with a link to choose your password for the learners’ area.',
            ]
          : options.videos === 'extended'
            ? [
                `Your SAP BASIS videos: your access has been extended. Sign in as usual at ${options.publicUrl}${pages.sapLogin.path}.`,
              ]
            : []),
        `Questions in the meantime? Reply to this e-mail or call ${brand.phone.display}, quoting your enrolment number.`,
      ].join('\n\n'),
    },
  ]
  const { text, html } = renderMail({
    heading: test ? 'Test payment received' : 'Your enrolment is confirmed',
    blocks,
    note: `Sent by ${options.publicUrl} because a card payment was made for this enrolment.`,
  })
  return {
    kind: 'enrolment-confirmation',
    to_address: enrolment.email,
    // Answering the confirmation reaches the team, not the no-reply sender.
    reply_to_address: options.staffEmail,
    reply_to_name: brand.name,
    subject: test
      ? `Test payment received — ${enrolmentNumber(enrolment.id)}`
      : `Your enrolment is confirmed — ${enrolmentNumber(enrolment.id)}`,
    text_body: text,
    html_body: html,
    related_table: 'enrolments',
    related_id: enrolment.id,
  }
}

/** To staff: who enrolled on what, what was paid, Stripe's references; Reply-To the student. */
export function composeEnrolmentStaffMail(
  enrolment: PaidEnrolment,
  lines: readonly Line[],
  payment: { amountPaidPence: number; paidAt: Date },
  options: { staffEmail: string; publicUrl: string },
): MailToQueue {
  const name = oneLine(enrolment.name)
  const test = enrolment.kind === 'test'
  const courseNames = lines.map((line) => line.course_title).join(', ')
  const blocks: MailBlock[] = [
    {
      kind: 'paragraphs',
      paragraphs: [
        test
          ? `A test payment was made from the payment test page of ${options.publicUrl}.`
          : `A card payment for an enrolment was received on ${options.publicUrl}. Please send the student their course access details.`,
      ],
    },
    {
      kind: 'rows',
      heading: 'Student',
      rows: [
        ['Name', enrolment.name],
        ['Email', enrolment.email],
        ['Phone', enrolment.contact],
      ],
    },
    { kind: 'rows', heading: 'Courses', rows: courseRows(lines) },
    {
      kind: 'rows',
      heading: 'Payment',
      rows: [
        ...(enrolment.custom_amount_pence === null
          ? []
          : ([['Custom amount chosen', formatPence(enrolment.custom_amount_pence)]] as const)),
        ...amountRows(enrolment, payment.amountPaidPence),
        ['Paid on', paidFormat.format(payment.paidAt)],
        ['Stripe Checkout Session', enrolment.stripe_session_id ?? '—'],
        ['Stripe PaymentIntent', enrolment.stripe_payment_intent ?? '—'],
      ],
    },
    {
      kind: 'text',
      heading: 'Message',
      text: enrolment.message === '' ? '(no message)' : enrolment.message,
    },
    { kind: 'paragraphs', paragraphs: [`Reply to this e-mail to answer ${name}.`] },
  ]
  const { text, html } = renderMail({
    heading: test ? 'Test payment received' : 'New paid enrolment',
    blocks,
    note: `Enrolment number: ${enrolmentNumber(enrolment.id)}.`,
  })
  return {
    kind: 'enrolment-staff',
    to_address: options.staffEmail,
    reply_to_address: enrolment.email,
    reply_to_name: name,
    subject: `${test ? '[Test] ' : ''}Enrolment paid: ${courseNames} — ${name}`,
    text_body: text,
    html_body: html,
    related_table: 'enrolments',
    related_id: enrolment.id,
  }
}
