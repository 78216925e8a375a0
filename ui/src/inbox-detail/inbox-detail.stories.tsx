import { inboxMessages, inboxPageText, inboxSourceLabels, mailKindLabels } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import {
  sampleInboxDetail,
  sampleInboxItems,
  sampleInboxLabels,
  withStayLinks,
} from '../lib/story-fixtures'
import { InboxDetail } from './inbox-detail'

const text = inboxPageText

const meta = {
  title: 'Content/InboxDetail',
  component: InboxDetail,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    labels: sampleInboxLabels,
    sourceLabels: inboxSourceLabels,
    mailKindLabels,
    item: sampleInboxDetail,
    onStatusChange: fn(),
    onResend: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200))
      return true
    }),
  },
} satisfies Meta<typeof InboxDetail>
export default meta
type Story = StoryObj<typeof meta>

/**
 * A paid enrolment: every field, its courses and Stripe's ids; the staff notification failed
 * (with the mail server's answer) and can be sent again; a copy is queued.
 */
export const Enrolment: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('every field and the payment', async () => {
      await expect(canvas.getByText('+44 7700 900123')).toBeVisible()
      await expect(canvas.getByText('Firefox 145 on Windows')).toBeVisible()
      await expect(canvas.getByText('pi_3QxYz2AbCdEf')).toBeVisible()
      await expect(canvas.getByRole('heading', { name: /ENR-000087/ })).toBeVisible()
    })
    await step('the status is sent with the version shown', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: text.statusLabel }),
        'done',
      )
      await expect(args.onStatusChange).toHaveBeenCalledWith('done', sampleInboxDetail.version)
    })
    await step('Reply by e-mail opens a message to the visitor', async () => {
      await expect(canvas.getByRole('link', { name: text.reply })).toHaveAttribute(
        'href',
        `mailto:tomasz.nowak@example.com?subject=${encodeURIComponent(text.replySubject.enrolment)}`,
      )
    })
    await step("a failed e-mail shows the mail server's answer", async () => {
      const failed = canvas.getByText(/Recipient address rejected/)
      await expect(failed).toBeVisible()
      await expect(canvas.getByText(/after 5 attempts/)).toBeVisible()
      await expect(canvas.getByText(text.mailQueued(2))).toBeVisible()
    })
    await step('a double click on Resend sends one request, with a key', async () => {
      const resend = canvas.getByRole('button', {
        name: text.resendLabel(sampleInboxDetail.messages[0]!.subject),
      })
      await userEvent.dblClick(resend)
      await waitFor(() => expect(resend).not.toHaveAttribute('aria-busy'))
      await expect(args.onResend).toHaveBeenCalledOnce()
      const [messageId, key] = (args.onResend as ReturnType<typeof fn>).mock.calls[0]! as [
        number,
        string,
      ]
      await expect(messageId).toBe(301)
      await expect(key.length).toBeGreaterThanOrEqual(8)
      // Sent e-mails offer no Resend.
      await expect(canvas.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1)
    })
  },
}

/** A resend that did not go keeps its key, so trying again cannot queue two copies. */
export const ResendRetried: Story = {
  args: { onResend: fn(async () => false) },
  play: async ({ args, canvas, userEvent }) => {
    const resend = canvas.getByRole('button', { name: /^Resend/ })
    await userEvent.click(resend)
    await waitFor(() => expect(resend).toBeEnabled())
    await userEvent.click(resend)
    await waitFor(() => expect(args.onResend).toHaveBeenCalledTimes(2))
    const calls = (args.onResend as ReturnType<typeof fn>).mock.calls
    await expect(calls[1]![1]).toBe(calls[0]![1])
  },
}

/** Someone else changed the record first: the message, and the record as it is now. */
export const ChangedMeanwhile: Story = {
  args: {
    item: { ...sampleInboxDetail, status: 'done', version: 4 },
    notice: { tone: 'error', text: inboxMessages.changedMeanwhile },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(inboxMessages.changedMeanwhile)
    await expect(canvas.getByRole('combobox', { name: text.statusLabel })).toHaveValue('done')
  },
}

/** An enquiry from the contact page: no payment, its message in full. */
export const Enquiry: Story = {
  args: {
    item: {
      ...sampleInboxItems[0]!,
      phone: '',
      message:
        'Hello, I would like to know whether the SAP BASIS course can be taken in the evenings while I work full time.\n\nThank you, Priya',
      event: null,
      address: '81.2.69.160',
      browser: 'Safari 19 on iPhone',
      enrolment: null,
      messages: [],
      notes: [],
      history: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Thank you, Priya/)).toBeVisible()
    await expect(canvas.getByText(text.noMessages)).toBeVisible()
    await expect(canvas.getByText(text.noHistory)).toBeVisible()
    await expect(canvas.getByRole('link', { name: text.reply })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(text.replySubject.enquiry)),
    )
  },
}

/** On a phone the facts stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
