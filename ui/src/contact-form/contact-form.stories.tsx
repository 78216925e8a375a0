import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { ContactForm, type ContactFormProps, type ContactFormStatus } from './contact-form'

const messages = {
  sent: 'Your message has been sent successfully!',
  failed: 'Failed to send your message. Please try again.',
}

const ada = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 1632 960 123',
  message: 'I would like to join the SAP BASIS course.',
}

const meta = {
  title: 'Forms/ContactForm',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: ContactForm,
  args: { onSubmit: fn(), status: 'idle', messages, honeypotName: 'website' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the fields carry their native hints', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
        'autocomplete',
        'name',
      )
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
      await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel')
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeRequired()
      await expect(canvas.getByRole('textbox', { name: 'Message' })).not.toBeRequired()
    })
    await step('fill in and send', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ada.name)
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ada.email)
      await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), ada.phone)
      await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), ada.message)
      await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith(ada, '')
    })
  },
}

/** The home page's Quick Contact: one column, placeholders, and a message is required. */
export const Compact: Story = {
  args: {
    variant: 'compact',
    messageRequired: true,
    placeholders: {
      name: 'Name (required)',
      email: 'Email (required)',
      phone: 'Phone (required)',
      message: 'How can we help?',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'placeholder',
      'Name (required)',
    )
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'Email (required)',
    )
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'placeholder',
      'Phone (required)',
    )
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeRequired()
  },
}

/**
 * While the enquiry is in flight the button is busy, and neither a click nor Enter sends again
 * (docs/product.md#forms).
 */
export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Send Message' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A double click sends once, even before the caller has answered with 'sending'. */
export const DoubleClickSendsOnce: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ada.name)
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Sends like the site does: status goes to 'sending', then to the outcome it is given. */
function StatefulForm({
  outcome,
  ...props
}: Omit<ContactFormProps, 'status'> & { outcome: 'sent' | 'failed' }) {
  const [status, setStatus] = useState<ContactFormStatus>('idle')
  return (
    <ContactForm
      {...props}
      status={status}
      onSubmit={(values, honeypot) => {
        props.onSubmit(values, honeypot)
        setStatus('sending')
        setTimeout(() => setStatus(outcome), 50)
      }}
    />
  )
}

async function fillIn({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ada.name)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ada.email)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), ada.phone)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), ada.message)
}

/** A sent enquiry clears the fields and says so in a status region (docs/product.md#forms). */
export const Sent: Story = {
  render: (args) => <StatefulForm {...args} outcome="sent" />,
  play: async ({ args, canvas, userEvent }) => {
    await fillIn({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(await canvas.findByText(messages.sent)).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.sent)
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit).toHaveBeenCalledWith(ada, '')
  },
}

/** A failed enquiry keeps every field and says so in an alert (docs/product.md#forms). */
export const Failed: Story = {
  render: (args) => <StatefulForm {...args} outcome="failed" />,
  play: async ({ canvas, userEvent }) => {
    await fillIn({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(await canvas.findByText(messages.failed)).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.failed)
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(ada.name)
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(ada.email)
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue(ada.phone)
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(ada.message)
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  },
}

/**
 * Errors come from the caller; each is tied to its field. Focus goes to the first one after an
 * attempt (below), not as the form appears with them.
 */
export const WithErrors: Story = {
  args: {
    errors: {
      email: 'Please enter a valid email address.',
      phone: 'Please enter your phone number.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' })
    const phone = canvas.getByRole('textbox', { name: 'Phone' })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription('Please enter your phone number.')
    await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid')
    await new Promise(requestAnimationFrame)
    await expect(canvasElement.contains(document.activeElement)).toBe(false)
  },
}

/** Checks like the site does: an empty form gets errors, and focus moves to the first one. */
export const FocusesFirstError: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: function FocusesFirstError(args) {
    const [errors, setErrors] = useState<ContactFormProps['errors']>({})
    return (
      <ContactForm
        {...args}
        errors={errors}
        onSubmit={(values, honeypot) => {
          args.onSubmit(values, honeypot)
          setErrors({
            ...(values.email ? {} : { email: 'Please enter a valid email address.' }),
            ...(values.phone ? {} : { phone: 'Please enter your phone number.' }),
          })
        }}
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ada.name)
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await waitFor(() => expect(email).toHaveFocus())
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')

    // Typing re-renders the form without moving focus away from where the visitor is.
    await userEvent.type(email, ada.email)
    await expect(email).toHaveFocus()

    // Sending again with the phone still missing moves focus on to it.
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus())
  },
}

/** In a dialog: a Cancel button beside the submit button, and the first field marked for focus. */
export const WithSecondaryAction: Story = {
  args: {
    variant: 'compact',
    submitLabel: 'Submit',
    autoFocusField: 'name',
    secondaryAction: <Button variant="outline">Cancel</Button>,
  },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' })
    const cancel = canvas.getByRole('button', { name: 'Cancel' })
    await expect(submit).toHaveAttribute('type', 'submit')
    await expect(cancel).toHaveAttribute('type', 'button')
    // Submit comes first for the keyboard; on wider screens Cancel is drawn to its left.
    await expect(submit.compareDocumentPosition(cancel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('data-autofocus')
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
      'data-autofocus',
    )
  },
}

/** Bots fill in every input; people never see the honeypot, and it is out of the tab order. */
export const Honeypot: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')
    await expect(trap).not.toBeNull()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(canvas.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull()
    if (trap) await userEvent.type(trap, 'https://spam.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: '', email: '', phone: '', message: '' },
      'https://spam.example',
    )
  },
}
