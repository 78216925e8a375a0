import { eventMessages, events, formNotices, legalNoticeLinks } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import { FormNotice } from '../form-notice/form-notice'
import type { ContactFormStatus } from '../contact-form/contact-form'
import {
  EventRegistrationDialog,
  type EventRegistrationDialogProps,
} from './event-registration-dialog'

const [event] = events
const dialogName = `Register for ${event.title}`

const ada = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 1632 960 123',
  message: 'Two of us would like to come.',
}

/**
 * The News & Events page in miniature: Register Now opens the dialog; sending goes to
 * 'sending', then to `outcome`; success closes the dialog, as the page does.
 */
function RegistrationHarness({
  outcome = 'sent',
  ...args
}: EventRegistrationDialogProps & { outcome?: 'sent' | 'failed' | 'hold' | 'invalid' }) {
  const [open, setOpen] = useState(args.open)
  const [status, setStatus] = useState<ContactFormStatus>(args.status)
  const [errors, setErrors] = useState(args.errors)
  return (
    <div className="flex flex-col items-start gap-4">
      <Button
        onClick={() => {
          setStatus('idle')
          setOpen(true)
        }}
      >
        Register Now
      </Button>
      <p role="status">{status === 'sent' ? eventMessages.sent : ''}</p>
      <EventRegistrationDialog
        {...args}
        open={open}
        status={status}
        errors={errors}
        onClose={() => {
          args.onClose()
          setOpen(false)
        }}
        onSubmit={(values, honeypot) => {
          args.onSubmit(values, honeypot)
          if (outcome === 'hold') return
          if (outcome === 'invalid') {
            setErrors({
              ...(values.email ? {} : { email: 'Please enter a valid email address.' }),
              ...(values.phone ? {} : { phone: 'Please enter your phone number.' }),
            })
            return
          }
          setStatus('sending')
          setTimeout(() => {
            setStatus(outcome)
            if (outcome === 'sent') setOpen(false)
          }, 50)
        }}
      />
    </div>
  )
}

async function fillIn(user: { type: (element: Element, text: string) => Promise<void> }) {
  const dialog = await screen.findByRole('dialog', { name: dialogName })
  const form = within(dialog)
  await user.type(form.getByRole('textbox', { name: 'Name' }), ada.name)
  await user.type(form.getByRole('textbox', { name: 'Email' }), ada.email)
  await user.type(form.getByRole('textbox', { name: 'Phone' }), ada.phone)
  await user.type(form.getByRole('textbox', { name: 'Message' }), ada.message)
  return dialog
}

const meta = {
  title: 'Overlays/EventRegistrationDialog',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: EventRegistrationDialog,
  args: {
    open: false,
    eventTitle: event.title,
    onClose: fn(),
    onSubmit: fn(),
    status: 'idle',
    honeypotName: 'website',
    failedMessage: eventMessages.failed,
    notice: <FormNotice text={formNotices.registration} links={[legalNoticeLinks.privacy]} />,
  },
  render: (args) => <RegistrationHarness {...args} />,
  parameters: {
    // A modal covers the whole page: on the docs page each story gets a frame of its own.
    docs: { story: { inline: false, iframeHeight: 780 } },
  },
} satisfies Meta<typeof EventRegistrationDialog>
export default meta
type Story = StoryObj<typeof meta>

/** The dialog open for an event: its title, the four fields, the privacy notice, Submit and Cancel. */
export const Default: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    const form = within(dialog)
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus(), {
      timeout: 3000,
    })
    await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

/** Register Now opens the dialog; a registration is sent, the dialog closes and focus returns. */
export const RegisterFlow: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, userEvent, step }) => {
    const opener = canvas.getByRole('button', { name: 'Register Now' })
    await step('Register Now opens a dialog named after the event', async () => {
      await userEvent.click(opener)
      const dialog = await screen.findByRole('dialog', { name: dialogName })
      await waitFor(
        () => expect(within(dialog).getByRole('heading', { name: dialogName })).toBeVisible(),
        { timeout: 3000 },
      )
      await waitFor(
        () => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus(),
        { timeout: 3000 },
      )
    })
    await step('Name, Email and Phone are required; Message is not', async () => {
      const dialog = screen.getByRole('dialog', { name: dialogName })
      const form = within(dialog)
      await expect(form.getByRole('textbox', { name: 'Name' })).toBeRequired()
      await expect(form.getByRole('textbox', { name: 'Email' })).toBeRequired()
      await expect(form.getByRole('textbox', { name: 'Phone' })).toBeRequired()
      await expect(form.getByRole('textbox', { name: 'Message' })).not.toBeRequired()
    })
    await step('Submit sends, the dialog closes and focus returns to the opener', async () => {
      const dialog = await fillIn(userEvent)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
      await expect(args.onSubmit).toHaveBeenCalledWith(ada, '')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
      await expect(canvas.getByRole('status')).toHaveTextContent(eventMessages.sent)
      await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 })
    })
    await step('opened again, the form is empty', async () => {
      await userEvent.click(opener)
      const dialog = await screen.findByRole('dialog', { name: dialogName })
      await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('')
      await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('')
    })
  },
}

/** Escape closes the dialog, focus returns to Register Now, and the typing is gone. */
export const EscapeCloses: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Register Now' })
    opener.focus()
    await userEvent.keyboard('{Enter}')
    await fillIn(userEvent)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    await expect(args.onClose).toHaveBeenCalledOnce()
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 })
    await expect(args.onSubmit).not.toHaveBeenCalled()

    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('')
  },
}

/** Cancel closes the dialog and clears it. */
export const CancelClears: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Register Now' })
    await userEvent.click(opener)
    const dialog = await fillIn(userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    await expect(args.onClose).toHaveBeenCalledOnce()
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 })

    await userEvent.click(opener)
    const reopened = await screen.findByRole('dialog', { name: dialogName })
    await expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await expect(within(reopened).getByRole('textbox', { name: 'Phone' })).toHaveValue('')
  },
}

/** Tab and Shift+Tab go round the dialog's controls and never leave it. */
export const FocusTrap: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Now' }))
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    const form = within(dialog)
    const name = form.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus(), { timeout: 3000 })
    const order = [
      form.getByRole('textbox', { name: 'Email' }),
      form.getByRole('textbox', { name: 'Phone' }),
      form.getByRole('textbox', { name: 'Message' }),
      form.getByRole('button', { name: 'Submit' }),
      form.getByRole('button', { name: 'Cancel' }),
      form.getByRole('link', { name: 'privacy notice' }),
      name,
    ]
    for (const control of order) {
      await userEvent.tab()
      await expect(control).toHaveFocus()
    }
    await userEvent.tab({ shift: true })
    await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveFocus()
  },
}

/** While sending, Submit is busy and does not send twice. */
export const Sending: Story = {
  args: { open: true, status: 'sending' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    const submit = within(dialog).getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Sending failed: the alert under the buttons (the fields keep what was typed). */
export const Failed: Story = {
  args: { open: true, status: 'failed' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(eventMessages.failed)
  },
}

/** A failed registration keeps the dialog open with every field, and says so in an alert. */
export const FailedKeepsWhatWasTyped: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: (args) => <RegistrationHarness {...args} outcome="failed" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Now' }))
    const dialog = await fillIn(userEvent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const alert = await within(dialog).findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent(eventMessages.failed), { timeout: 3000 })
    const form = within(dialog)
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(ada.name)
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(ada.email)
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue(ada.phone)
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(ada.message)
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  },
}

/** Errors beside their fields, as the checks give them. */
export const WithErrors: Story = {
  args: {
    open: true,
    errors: {
      email: 'Please enter a valid email address.',
      phone: 'Please enter your phone number.',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    await expect(
      within(dialog).getByRole('textbox', { name: 'Email' }),
    ).toHaveAccessibleDescription('Please enter a valid email address.')
  },
}

/** Errors from the caller's checks are tied to their fields, and focus moves to the first. */
export const ErrorsFocusFirstField: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: (args) => <RegistrationHarness {...args} outcome="invalid" />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Now' }))
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    const form = within(dialog)
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), ada.name)
    await userEvent.click(form.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    const email = form.getByRole('textbox', { name: 'Email' })
    await waitFor(() => expect(email).toHaveFocus(), { timeout: 3000 })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Please enter your phone number.',
    )
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(ada.name)
  },
}

/** The honeypot is out of sight and out of the tab order, and goes to onSubmit. */
export const Honeypot: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { open: true },
  render: (args) => <RegistrationHarness {...args} outcome="hold" />,
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    const trap = dialog.querySelector<HTMLInputElement>('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    if (trap) await userEvent.type(trap, 'https://spam.example')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: '', email: '', phone: '', message: '' },
      'https://spam.example',
    )
  },
}

/** A phone: the dialog fits the screen. */
export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}
