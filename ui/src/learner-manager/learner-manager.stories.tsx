import { type LearnerRow, learnersRoomText as text } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { LearnerManager } from './learner-manager'

const learners: LearnerRow[] = [
  {
    id: 'l-grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    accessUntil: '2027-03-30T10:00:00.000Z',
    accessEndedOn: null,
    lastSignInAt: '2026-11-26T18:05:00.000Z',
    invitation: 'password-set',
  },
  {
    id: 'l-edsger',
    name: 'Edsger Dijkstra',
    email: 'edsger@example.com',
    accessUntil: '2027-01-31T23:59:59.999Z',
    accessEndedOn: null,
    lastSignInAt: null,
    invitation: 'open',
  },
  {
    id: 'l-barbara',
    name: 'Barbara Liskov',
    email: 'barbara@example.com',
    accessUntil: null,
    accessEndedOn: '2026-10-02T09:00:00.000Z',
    lastSignInAt: '2026-09-30T08:12:00.000Z',
    invitation: 'password-set',
  },
]

const meta = {
  title: 'Forms/LearnerManager',
  component: LearnerManager,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    text,
    learners,
    onInvite: fn(),
    onExtend: fn(),
    onEnd: fn(),
    onResend: fn(),
    inviteStatus: 'idle',
  },
} satisfies Meta<typeof LearnerManager>
export default meta
type Story = StoryObj<typeof meta>

/** Learners with their access, last sign-in and invitation; extending, ending, resending. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('each learner says how long their access runs, or that it ended', async () => {
      await expect(canvas.getByText(text.accessUntil('30 Mar 2027, 11:00'))).toBeVisible()
      await expect(canvas.getByText(text.accessEnded('2 Oct 2026, 10:00'))).toBeVisible()
      await expect(canvas.getByText(text.invitationStates.open)).toBeVisible()
    })
    await step('access is extended to a chosen day', async () => {
      const field = canvas.getByLabelText(text.extendTo('Barbara Liskov'))
      await userEvent.type(field, '2027-06-30')
      await userEvent.click(
        within(field.closest('form')!).getByRole('button', { name: text.extend }),
      )
      await expect(args.onExtend).toHaveBeenCalledWith('l-barbara', '2027-06-30')
    })
    await step('an invitation not yet used is sent again', async () => {
      await expect(
        canvas.queryByRole('button', { name: text.resendLabel('Grace Hopper') }),
      ).toBeNull()
      await userEvent.click(
        canvas.getByRole('button', { name: text.resendLabel('Edsger Dijkstra') }),
      )
      await expect(args.onResend).toHaveBeenCalledWith('l-edsger')
    })
    await step('ending access asks first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.endLabel('Grace Hopper') }))
      const dialog = await screen.findByRole('alertdialog', {
        name: text.endTitle('Grace Hopper'),
      })
      await userEvent.click(within(dialog).getByRole('button', { name: text.end }))
      await expect(args.onEnd).toHaveBeenCalledWith('l-grace')
      // The dialog gives focus back to its opener as it closes, a moment later: the story ends
      // there, so nothing clicked afterwards can race it for the focus.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: text.endLabel('Grace Hopper') })).toHaveFocus(),
      )
    })
  },
}

/** A learner invited by hand (a bank-transfer payment), with the day their access ends. */
export const InviteByHand: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: new RegExp(text.email) }))
    await userEvent.paste('alan@example.com')
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${text.name}`) }),
      'Alan Kay',
    )
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${text.until}`)), '2027-02-28')
    await userEvent.click(canvas.getByRole('button', { name: text.invite }))
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'alan@example.com',
      name: 'Alan Kay',
      until: '2027-02-28',
    })
  },
}

/** No learner yet. */
export const Empty: Story = {
  args: { learners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.empty)).toBeVisible()
  },
}

/** The server refused the end date: the field says why. */
export const InviteRefused: Story = {
  args: { inviteStatus: 'failed', inviteErrors: { until: 'Choose a date after today.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(new RegExp(`^${text.until}`))).toHaveAccessibleDescription(
      'Choose a date after today.',
    )
  },
}

/** On a phone each learner is a card. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
