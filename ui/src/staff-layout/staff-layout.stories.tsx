import { brand, inboxPageText, staffPageText, staffPages, staffRooms } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { sampleOwner, withStayLinks } from '../lib/story-fixtures'
import { StaffLayout, StaffPageHeading } from './staff-layout'

const meta = {
  title: 'Layout/StaffLayout',
  component: StaffLayout,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    brandName: brand.name,
    areaName: staffPageText.areaName,
    rooms: staffRooms,
    role: 'owner',
    currentPath: staffPages.team,
    user: { name: sampleOwner.name, email: sampleOwner.email, roleLabel: 'Owner' },
    accountHref: staffPages.account,
    signOutLabel: staffPageText.signOut,
    onSignOut: fn(),
    children: <StaffPageHeading title="Team" lead="Who works in the staff area." />,
  },
} satisfies Meta<typeof StaffLayout>
export default meta
type Story = StoryObj<typeof meta>

/** An owner on Team: every room in the navigation, Team marked current; Sign out calls back. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: staffPageText.areaName })
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(staffRooms.map((r) => r.label))
    await expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(canvas.getByRole('banner')).toHaveTextContent(sampleOwner.name)
    await userEvent.click(canvas.getByRole('button', { name: staffPageText.signOut }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
  },
}

/** A member of staff: the owners' rooms (Team, Audit log) are not offered. */
export const Staff: Story = {
  args: {
    role: 'staff',
    currentPath: staffPages.overview,
    user: { name: 'Ada Lovelace', email: 'ada@northlight.example', roleLabel: 'Staff' },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: staffPageText.areaName })
    await expect(within(nav).queryByRole('link', { name: 'Team' })).toBeNull()
    await expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull()
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** On a phone the rooms fold behind Menu, which opens them and closes on Escape. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('navigation', { name: staffPageText.areaName })).toBeNull()
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const nav = canvas.getByRole('navigation', { name: staffPageText.areaName })
    await expect(within(nav).getByRole('link', { name: 'Inbox' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Sign out in flight: busy. */
export const SigningOut: Story = { args: { signingOut: true } }

/** A tool that needs the whole width: the rooms behind Menu on a desktop too. */
export const FullWidth: Story = {
  args: { fullWidth: true, currentPath: '/staff/invoices/new' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: staffPageText.areaName })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }))
    const nav = canvas.getByRole('navigation', { name: staffPageText.areaName })
    await expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** The inbox's new records beside its link: the number, and "7 new" for screen readers. */
export const WithInboxCount: Story = {
  args: {
    currentPath: staffPages.inbox,
    badges: { inbox: { count: 7, label: inboxPageText.navNew(7) } },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: staffPageText.areaName })
    const inbox = within(nav).getByRole('link', { name: 'Inbox' })
    await expect(inbox).toHaveAttribute('aria-current', 'page')
    await expect(inbox).toHaveAccessibleDescription(inboxPageText.navNew(7))
    await expect(within(nav).getByText('7')).toBeVisible()
  },
}
