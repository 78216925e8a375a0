import { staffFormText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { sampleStaffSessions } from '../lib/story-fixtures'
import { SessionList } from './session-list'

const text = staffFormText.sessions

const meta = {
  title: 'Content/SessionList',
  component: SessionList,
  args: { text, sessions: sampleStaffSessions, onEnd: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SessionList>
export default meta
type Story = StoryObj<typeof meta>

/** Each session with its browser, address and times; this device marked; End on each. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const rows = canvas.getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(2)
    await expect(within(rows[0]!).getByText(text.thisDevice)).toBeVisible()
    await expect(within(rows[1]!).queryByText(text.thisDevice)).toBeNull()
    await expect(rows[0]).toHaveTextContent('25 Nov 2026, 10:41')
    await userEvent.click(
      canvas.getByRole('button', { name: text.endLabel('Safari 19 on iPhone') }),
    )
    await expect(args.onEnd).toHaveBeenCalledWith('s-2')
  },
}

/** On a phone each session is a card. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** One being ended: its button busy. */
export const Ending: Story = { args: { ending: 's-2' } }

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.none)).toBeVisible()
  },
}
