import { staffFormText, staffMessages } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { StaffSignInForm, type StaffSignInFormProps } from './staff-sign-in-form'

const typed = { email: 'grace@northlight.example', password: 'a long pass phrase' }

const meta = {
  title: 'Forms/StaffSignInForm',
  component: StaffSignInForm,
  args: {
    step: 'password',
    text: staffFormText.signIn,
    onSubmitPassword: fn(),
    onSubmitCode: fn(),
    status: 'idle',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffSignInForm>
export default meta
type Story = StoryObj<typeof meta>

/** The first step: e-mail address and password, with the hints password managers read. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: staffFormText.signIn.email })
    const password = canvas.getByLabelText(new RegExp(`^${staffFormText.signIn.password}`))
    await expect(email).toHaveAttribute('autocomplete', 'username')
    await expect(password).toHaveAttribute('autocomplete', 'current-password')
    await userEvent.type(email, typed.email)
    await userEvent.type(password, `${typed.password}{Enter}`)
    await expect(args.onSubmitPassword).toHaveBeenCalledWith(typed)
  },
}

/** The second step takes the app's six digits or a recovery code, as typed. */
export const CodeStep: Story = {
  args: { step: 'code', onStartAgain: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: new RegExp(staffFormText.signIn.code) })
    await expect(code).toHaveFocus()
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAccessibleDescription(staffFormText.signIn.codeHint)
    await userEvent.type(code, 'K7QX2-MP4TD')
    await userEvent.click(canvas.getByRole('button', { name: staffFormText.signIn.codeSubmit }))
    await expect(args.onSubmitCode).toHaveBeenCalledWith('K7QX2-MP4TD')
    await userEvent.click(canvas.getByRole('button', { name: staffFormText.signIn.startAgain }))
    await expect(args.onStartAgain).toHaveBeenCalledOnce()
  },
}

/** A wrong password: the one sentence for every refusal, as an alert. */
export const Refused: Story = {
  args: { status: 'failed', errorMessage: staffMessages.invalidCredentials },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(staffMessages.invalidCredentials)
  },
}

/** Too many attempts: the sentence says when to try again. */
export const TooManyAttempts: Story = {
  args: { step: 'code', status: 'failed', errorMessage: staffMessages.tooManyAttempts },
}

/** While a step is checked: busy, and nothing sends twice. */
export const Busy: Story = {
  args: { status: 'sending', defaultEmail: typed.email },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: staffFormText.signIn.busy })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onSubmitPassword).not.toHaveBeenCalled()
  },
}

/** The caller's checks: each attempt with a field missing moves focus to the first one. */
export const MissingFields: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: function MissingFields(args) {
    const [errors, setErrors] = useState<StaffSignInFormProps['errors']>({})
    return (
      <StaffSignInForm
        {...args}
        errors={errors}
        onSubmitPassword={(values) =>
          setErrors({
            ...(values.email ? {} : { email: staffMessages.emailMissing }),
            ...(values.password ? {} : { password: staffMessages.passwordMissing }),
          })
        }
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: staffFormText.signIn.email })
    await userEvent.click(canvas.getByRole('button', { name: staffFormText.signIn.submit }))
    await waitFor(() => expect(email).toHaveFocus())
    await expect(email).toHaveAccessibleDescription(staffMessages.emailMissing)
  },
}
