import {
  brand,
  staffFormText,
  staffPageText,
  staffPages,
  staffRoleLabels,
  staffRoles,
  staffRooms,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withStayLinks, sampleInvitations, sampleOwner, sampleTeam } from '../lib/story-fixtures'
import { RoomCards } from '../room-to-come/room-to-come'
import { StaffAuthFrame, StaffLayout, StaffPageHeading } from '../staff-layout/staff-layout'
import { StaffSignInForm } from '../staff-sign-in-form/staff-sign-in-form'
import { TeamManager } from '../team-manager/team-manager'

const user = { name: sampleOwner.name, email: sampleOwner.email, roleLabel: 'Owner' }

/** The staff area's overview as an owner sees it: the layout, then a card per room. */
function StaffOverviewTemplate() {
  const rooms = staffRooms.slice(1).map((room) => ({
    key: room.key,
    label: room.label,
    path: room.path,
    description: room.comingSoon ?? room.summary ?? '',
    badge: room.comingSoon ? staffPageText.comingSoon : undefined,
  }))
  return (
    <StaffLayout
      brandName={brand.name}
      areaName={staffPageText.areaName}
      rooms={staffRooms}
      role="owner"
      currentPath={staffPages.overview}
      user={user}
      accountHref={staffPages.account}
      signOutLabel={staffPageText.signOut}
      onSignOut={fn()}
    >
      <StaffPageHeading title={staffPageText.overviewHeading} lead={staffPageText.overviewLead} />
      <RoomCards rooms={rooms} />
    </StaffLayout>
  )
}

/** The Team page composed in the layout. */
function StaffTeamTemplate() {
  return (
    <StaffLayout
      brandName={brand.name}
      areaName={staffPageText.areaName}
      rooms={staffRooms}
      role="owner"
      currentPath={staffPages.team}
      user={user}
      accountHref={staffPages.account}
      signOutLabel={staffPageText.signOut}
      onSignOut={fn()}
    >
      <StaffPageHeading title={staffPageText.teamHeading} />
      <TeamManager
        text={staffFormText.team}
        roles={staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }))}
        members={sampleTeam}
        invitations={sampleInvitations}
        currentUserId={sampleOwner.id}
        onRoleChange={fn()}
        onDeactivate={fn()}
        onResend={fn()}
        onInvite={fn()}
        inviteStatus="idle"
      />
    </StaffLayout>
  )
}

const meta = {
  title: 'Page templates/Staff area',
  component: StaffOverviewTemplate,
  tags: ['!autodocs'],
  decorators: [withStayLinks],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaffOverviewTemplate>
export default meta
type Story = StoryObj<typeof meta>

/** The overview on a desktop: rooms in the side navigation and as cards. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      staffPageText.overviewHeading,
    )
    const main = canvas.getByRole('main')
    await expect(within(main).getByRole('link', { name: /Inbox/ })).toHaveAttribute(
      'href',
      staffPages.inbox,
    )
  },
}

/** On a phone: nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** The Team page in the layout. */
export const Team: Story = {
  render: () => <StaffTeamTemplate />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page')
    await expect(
      canvas.getByRole('heading', { name: staffFormText.team.membersHeading }),
    ).toBeVisible()
  },
}

/** The Team page on a phone. */
export const TeamPhone: Story = {
  render: () => <StaffTeamTemplate />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** The sign-in page: one card on the brand's colours, outside the layout. */
export const SignIn: Story = {
  render: () => (
    <StaffAuthFrame
      brandName={brand.name}
      areaName={staffPageText.areaName}
      title={staffPageText.signInHeading}
      lead={staffPageText.signInLead}
    >
      <StaffSignInForm
        step="password"
        text={staffFormText.signIn}
        status="idle"
        onSubmitPassword={fn()}
        onSubmitCode={fn()}
      />
    </StaffAuthFrame>
  ),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      staffPageText.signInHeading,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
