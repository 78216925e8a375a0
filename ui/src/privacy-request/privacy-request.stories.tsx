import { inboxKindLabels, inboxMessages, inboxPageText, inboxPages } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { samplePrivacyFindings, withStayLinks } from '../lib/story-fixtures'
import { PrivacyRequest } from './privacy-request'

const text = inboxPageText

const meta = {
  title: 'Forms/PrivacyRequest',
  component: PrivacyRequest,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    kindLabels: inboxKindLabels,
    itemHref: inboxPages.item,
    onFind: fn(),
    onExport: fn(),
    onErase: fn(),
  },
} satisfies Meta<typeof PrivacyRequest>
export default meta
type Story = StoryObj<typeof meta>

/** Before a search: the address to look up. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text.privacyEmail) }),
      'priya.sharma@example.co.uk',
    )
    await userEvent.click(canvas.getByRole('button', { name: text.privacyFind }))
    await expect(args.onFind).toHaveBeenCalledWith('priya.sharma@example.co.uk')
  },
}

/** What is held: counts and records; Export; Erase asks first, naming what will go. */
export const Found: Story = {
  args: { findings: samplePrivacyFindings },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the counts and the records', async () => {
      const findings = canvas.getByRole('region', {
        name: text.privacyFindings(samplePrivacyFindings.email),
      })
      await expect(within(findings).getByText(text.privacyCounts.mail)).toBeVisible()
      await expect(within(findings).getByRole('link', { name: /enquiry-412/ })).toHaveAttribute(
        'href',
        inboxPages.item('enquiry-412'),
      )
    })
    await step('Export', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.privacyExport }))
      await expect(args.onExport).toHaveBeenCalledWith(samplePrivacyFindings.email)
    })
    await step('Erase asks first; Cancel changes nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.privacyErase }))
      const dialog = await screen.findByRole('alertdialog', {
        name: text.privacyEraseTitle(samplePrivacyFindings.email),
      })
      await expect(dialog).toHaveAccessibleDescription(/Enquiries: 2/)
      await expect(dialog).toHaveAccessibleDescription(/six years/)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await expect(args.onErase).not.toHaveBeenCalled()
      // The dialog fades out: ask again once it has gone, or the click would find the old one.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      await userEvent.click(canvas.getByRole('button', { name: text.privacyErase }))
      await userEvent.click(
        within(
          await screen.findByRole('alertdialog', {
            name: text.privacyEraseTitle(samplePrivacyFindings.email),
          }),
        ).getByRole('button', { name: text.privacyErase }),
      )
      await expect(args.onErase).toHaveBeenCalledWith(samplePrivacyFindings.email)
    })
  },
}

/** Nothing held about the address: no Export or Erase. */
export const NothingHeld: Story = {
  args: {
    findings: {
      email: 'nobody@example.com',
      enquiries: 0,
      registrations: 0,
      enrolments: 0,
      mail: 0,
      notes: 0,
      acknowledgementDays: 0,
      invoices: 0,
      records: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.privacyNothing('nobody@example.com'))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: text.privacyErase })).toBeNull()
  },
}

/** After an erasure: what was done. */
export const Erased: Story = {
  args: {
    notice: {
      tone: 'success',
      text: text.privacyErased({
        enquiriesDeleted: 2,
        registrationsDeleted: 1,
        enrolmentsAnonymised: 1,
        mailDeleted: 6,
        notesDeleted: 1,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/1 enrolment anonymised/)
  },
}

/** An address that is not one. */
export const InvalidAddress: Story = {
  args: { emailError: inboxMessages.privacyEmailInvalid },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(text.privacyEmail) }),
    ).toHaveAccessibleDescription(inboxMessages.privacyEmailInvalid)
  },
}
