import { auditActionLabels, staffFormText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { sampleAuditEntries } from '../lib/story-fixtures'
import { AuditLog } from './audit-log'

const text = staffFormText.audit

const meta = {
  title: 'Content/AuditLog',
  component: AuditLog,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    text,
    entries: sampleAuditEntries,
    actionLabels: auditActionLabels,
    filters: { actor: '', action: '' },
    onFilter: fn(),
    hasMore: true,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof AuditLog>
export default meta
type Story = StoryObj<typeof meta>

/** Newest first, each action in words; filter by person and action; older entries on demand. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const rows = canvas.getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(3)
    await expect(within(rows[0]!).getByText('Sent an invitation')).toBeVisible()
    await expect(within(rows[2]!).getByText('Failed sign-in')).toBeVisible()
    const search = canvas.getByRole('search')
    await userEvent.type(within(search).getByRole('textbox', { name: /Person/ }), 'grace')
    await userEvent.selectOptions(
      within(search).getByRole('combobox', { name: text.action }),
      'sign-in',
    )
    await userEvent.click(within(search).getByRole('button', { name: text.filter }))
    await expect(args.onFilter).toHaveBeenCalledWith({ actor: 'grace', action: 'sign-in' })
    await userEvent.click(canvas.getByRole('button', { name: text.more }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const NothingMatches: Story = {
  args: { entries: [], hasMore: false, filters: { actor: 'nobody', action: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.none)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: text.more })).toBeNull()
  },
}

/** On a phone each entry is a card. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
