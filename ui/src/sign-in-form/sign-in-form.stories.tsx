import { formNotices, legalNoticeLinks, sapMessages } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { FormNotice } from '../form-notice/form-notice'
import { SignInForm, type SignInFormProps, type SignInFormStatus } from './sign-in-form'

const typed = { username: 'ada.learner', password: 'not-a-real-password' }

const meta = {
  title: 'Forms/SignInForm',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: SignInForm,
  args: {
    onSubmit: fn(),
    status: 'idle',
    notice: <FormNotice text={formNotices.signIn} links={[legalNoticeLinks.cookies]} />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>
export default meta
type Story = StoryObj<typeof meta>

/** Empty, as a learner first sees it: both fields required, the password hidden. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const username = canvas.getByRole('textbox', { name: 'Username' })
    const password = canvas.getByLabelText(/^Password/)
    await step('the fields carry their native hints', async () => {
      await expect(username).toBeRequired()
      await expect(username).toHaveAttribute('autocomplete', 'username')
      await expect(password).toBeRequired()
      await expect(password).toHaveAttribute('type', 'password')
      await expect(password).toHaveAttribute('autocomplete', 'current-password')
      await expect(canvas.getByText(new RegExp(`^${formNotices.signIn}`))).toBeVisible()
    })
    await step('type and sign in with Enter', async () => {
      await userEvent.type(username, typed.username)
      await userEvent.type(password, `${typed.password}{Enter}`)
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith(typed)
    })
  },
}

/** Filled in, ready to send. */
export const Filled: Story = {
  args: { defaultValues: typed },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue(typed.username)
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(typed.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(typed)
  },
}

/** The server refused the sign-in: its sentence in an alert, what was typed still there. */
export const ServerError: Story = {
  args: {
    defaultValues: typed,
    status: 'failed',
    errorMessage: sapMessages.invalidCredentials,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(sapMessages.invalidCredentials)
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue(typed.username)
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(typed.password)
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  },
}

/** While the request runs: Signing in…, busy and disabled; neither a click nor Enter sends again. */
export const Busy: Story = {
  args: { defaultValues: typed, status: 'sending' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Signing in…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await userEvent.type(canvas.getByLabelText(/^Password/), '{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * Errors from the caller's check are tied to their fields. Focus goes to the first after an
 * attempt (below), not as the form appears with them.
 */
export const MissingFields: Story = {
  args: {
    errors: { username: 'Please enter your username.', password: sapMessages.passwordMissing },
  },
  play: async ({ canvas, canvasElement }) => {
    const username = canvas.getByRole('textbox', { name: 'Username' })
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(username).toHaveAccessibleDescription('Please enter your username.')
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      sapMessages.passwordMissing,
    )
    await new Promise(requestAnimationFrame)
    await expect(canvasElement.contains(document.activeElement)).toBe(false)
  },
}

/** Checks like the site does: each attempt with a field missing moves focus to the first one. */
export const FocusesFirstError: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: function FocusesFirstError(args) {
    const [errors, setErrors] = useState<SignInFormProps['errors']>({})
    return (
      <SignInForm
        {...args}
        errors={errors}
        onSubmit={(values) => {
          args.onSubmit(values)
          setErrors({
            ...(values.username ? {} : { username: 'Please enter your username.' }),
            ...(values.password ? {} : { password: sapMessages.passwordMissing }),
          })
        }}
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    const username = canvas.getByRole('textbox', { name: 'Username' })
    const password = canvas.getByLabelText(/^Password/)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(username).toHaveFocus())
    await expect(username).toHaveAccessibleDescription('Please enter your username.')

    // Typing re-renders the form without moving focus away from where the learner is.
    await userEvent.type(username, typed.username)
    await expect(username).toHaveFocus()

    // Signing in again with the password still missing moves focus on to it.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(password).toHaveFocus())
    await expect(password).toHaveAccessibleDescription(sapMessages.passwordMissing)

    // The same error after another attempt takes focus again, from wherever it was.
    await userEvent.click(username)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(password).toHaveFocus())
  },
}

/** Signs in like the site does: busy, then refused; the form keeps what was typed. */
function RefusingForm(props: Omit<SignInFormProps, 'status'>) {
  const [status, setStatus] = useState<SignInFormStatus>('idle')
  return (
    <SignInForm
      {...props}
      status={status}
      errorMessage={sapMessages.invalidCredentials}
      onSubmit={(values) => {
        props.onSubmit(values)
        setStatus('sending')
        setTimeout(() => setStatus('failed'), 50)
      }}
    />
  )
}

export const KeepsWhatWasTyped: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: (args) => <RefusingForm {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), typed.username)
    await userEvent.type(canvas.getByLabelText(/^Password/), typed.password)
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText(sapMessages.invalidCredentials)).toBeVisible()
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue(typed.username)
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(typed.password)
  },
}
