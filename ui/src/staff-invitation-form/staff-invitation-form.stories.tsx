import { staffFormText, staffMessages, staffPasswordLimits } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { StaffInvitationForm } from './staff-invitation-form'

const text = staffFormText.invitation
const passwordRules = {
  ...staffPasswordLimits,
  lengthRule: text.lengthRule,
  hint: staffMessages.passwordHint,
}

const meta = {
  title: 'Forms/StaffInvitationForm',
  component: StaffInvitationForm,
  args: {
    text,
    email: 'ada@northlight.example',
    roleLabel: 'Staff',
    passwordRules,
    onSubmit: fn(),
    status: 'idle',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffInvitationForm>
export default meta
type Story = StoryObj<typeof meta>

/** An invitation: the address and role as facts, a name and a new password with its rules. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('ada@northlight.example')).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: new RegExp(text.email) })).toBeNull()
    const password = canvas.getByLabelText(new RegExp(`^${text.password}`))
    await expect(password).toHaveAttribute('autocomplete', 'new-password')
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(staffMessages.passwordHint),
    )
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(text.name) }), 'Ada')
    await userEvent.type(password, 'short')
    await expect(password).toHaveAccessibleDescription(expect.not.stringContaining('done'))
    await userEvent.type(password, ' but now long enough')
    await expect(password).toHaveAccessibleDescription(expect.stringContaining('done'))
    await userEvent.click(canvas.getByRole('checkbox', { name: text.showPassword }))
    await expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: text.submit }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada',
      email: '',
      password: 'short but now long enough',
    })
  },
}

/** The first owner's link names nobody: the form asks for the e-mail address too. */
export const FirstOwner: Story = {
  args: { email: null, roleLabel: 'Owner' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(text.name) }), 'Grace')
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text.email) }),
      'grace@northlight.example',
    )
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${text.password}`)),
      'a long pass phrase{Enter}',
    )
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Grace',
      email: 'grace@northlight.example',
      password: 'a long pass phrase',
    })
  },
}

/** The server refused the password as too common: its sentence under the field. */
export const CommonPassword: Story = {
  args: { status: 'failed', errors: { password: staffMessages.passwordCommon } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(new RegExp(`^${text.password}`))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(staffMessages.passwordCommon),
    )
  },
}

/** The link was used already: the server's sentence as an alert. */
export const Used: Story = {
  args: { status: 'failed', errorMessage: staffMessages.invitationUsed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(staffMessages.invitationUsed)
  },
}

export const Sending: Story = { args: { status: 'sending' } }
