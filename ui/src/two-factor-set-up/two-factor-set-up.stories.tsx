import { staffFormText, staffMessages } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import QRCode from 'qrcode'
import { expect, fn } from 'storybook/test'
import { TwoFactorSetUp } from './two-factor-set-up'

const text = staffFormText.twoFactor
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const svg = await QRCode.toString(
  `otpauth://totp/Northlight:grace%40northlight.example?secret=${secret}&issuer=Northlight`,
  { type: 'svg', margin: 0 },
)
const qrCodeSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`

const meta = {
  title: 'Forms/TwoFactorSetUp',
  component: TwoFactorSetUp,
  args: {
    text,
    step: 'scan',
    qrCodeSrc,
    secret,
    onSubmitPassword: fn(),
    onSubmitCode: fn(),
    status: 'idle',
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TwoFactorSetUp>
export default meta
type Story = StoryObj<typeof meta>

/** The QR code, the key as text in groups of four, and the code that confirms it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const image = canvas.getByRole('img', { name: text.qrAlt })
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible()
    const code = canvas.getByRole('textbox', { name: new RegExp(text.code) })
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(code, '123456{Enter}')
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456')
  },
}

/** First the password again, as a fresh proof before the key is shown. */
export const PasswordStep: Story = {
  args: { step: 'password' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${text.password}`)),
      'a long pass phrase{Enter}',
    )
    await expect(args.onSubmitPassword).toHaveBeenCalledWith('a long pass phrase')
  },
}

/** A wrong code: the field says so. */
export const WrongCode: Story = {
  args: { status: 'failed', errors: { code: staffMessages.codeInvalid } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(text.code) }),
    ).toHaveAccessibleDescription(staffMessages.codeInvalid)
  },
}
