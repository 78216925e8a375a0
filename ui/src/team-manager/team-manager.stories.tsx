import { staffFormText, staffMessages, staffRoleLabels, staffRoles } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { sampleInvitations, sampleOwner, sampleTeam } from '../lib/story-fixtures'
import { TeamManager } from './team-manager'

const text = staffFormText.team
const roles = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }))

const meta = {
  title: 'Forms/TeamManager',
  component: TeamManager,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    text,
    roles,
    members: sampleTeam,
    invitations: sampleInvitations,
    currentUserId: sampleOwner.id,
    onRoleChange: fn(),
    onDeactivate: fn(),
    onResend: fn(),
    onInvite: fn(),
    inviteStatus: 'idle',
  },
} satisfies Meta<typeof TeamManager>
export default meta
type Story = StoryObj<typeof meta>

/** Members with their roles and state, open invitations, and the invite form. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('a role changes as soon as it is chosen', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: text.roleOf('Ada Lovelace') }),
        'owner',
      )
      await expect(args.onRoleChange).toHaveBeenCalledWith('u-ada', 'owner')
    })
    await step('one cannot deactivate oneself, nor someone already deactivated', async () => {
      await expect(
        canvas.queryByRole('button', { name: text.deactivateLabel(sampleOwner.name) }),
      ).toBeNull()
      await expect(
        canvas.queryByRole('button', { name: text.deactivateLabel('Charles Babbage') }),
      ).toBeNull()
    })
    await step('deactivation asks first; Cancel changes nothing', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: text.deactivateLabel('Alan Turing') }),
      )
      const dialog = await screen.findByRole('alertdialog', {
        name: text.deactivateTitle('Alan Turing'),
      })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await expect(args.onDeactivate).not.toHaveBeenCalled()
      // The dialog fades out: ask again once it has gone, or the click would find the old one.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      await userEvent.click(
        canvas.getByRole('button', { name: text.deactivateLabel('Alan Turing') }),
      )
      await userEvent.click(
        within(
          await screen.findByRole('alertdialog', { name: text.deactivateTitle('Alan Turing') }),
        ).getByRole('button', { name: text.deactivateConfirm }),
      )
      await expect(args.onDeactivate).toHaveBeenCalledWith('u-alan')
    })
    await step('an open invitation is sent again', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: text.resendLabel('katherine@northlight.example') }),
      )
      await expect(args.onResend).toHaveBeenCalledWith(7)
    })
    await step('invite someone as staff', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: new RegExp(text.email) }),
        'mary@northlight.example',
      )
      await userEvent.click(canvas.getByRole('button', { name: text.inviteSubmit }))
      await expect(args.onInvite).toHaveBeenCalledWith({
        email: 'mary@northlight.example',
        role: 'staff',
      })
    })
  },
}

/** The last owner cannot be demoted: the server's sentence as an alert. */
export const LastOwner: Story = {
  args: { notice: { tone: 'error', text: staffMessages.lastOwner } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(staffMessages.lastOwner)
  },
}

/** Someone already on the team: the address field says so. */
export const AlreadyMember: Story = {
  args: { inviteStatus: 'failed', inviteErrors: { email: staffMessages.alreadyMember } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(text.email) }),
    ).toHaveAccessibleDescription(staffMessages.alreadyMember)
  },
}

/** After an invitation went out. */
export const Invited: Story = {
  args: { notice: { tone: 'success', text: text.inviteSent('mary@northlight.example') } },
}

/** On a phone each member is a card. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
