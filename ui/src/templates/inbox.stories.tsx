import {
  brand,
  courses,
  events,
  inboxApiPaths,
  inboxKindLabels,
  inboxLimits,
  inboxPages,
  inboxPageText,
  inboxSourceLabels,
  mailKindLabels,
  staffPages,
  staffPageText,
  staffRooms,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, fn, within } from 'storybook/test'
import { InboxDetail } from '../inbox-detail/inbox-detail'
import { InboxFilters } from '../inbox-filters/inbox-filters'
import { InboxList } from '../inbox-list/inbox-list'
import { InboxNotes } from '../inbox-notes/inbox-notes'
import { InboxOverview } from '../inbox-overview/inbox-overview'
import {
  sampleInboxDetail,
  sampleInboxItems,
  sampleInboxLabels,
  sampleOverview,
  sampleOwner,
  withStayLinks,
} from '../lib/story-fixtures'
import { StaffLayout, StaffPageHeading } from '../staff-layout/staff-layout'

const user = { name: sampleOwner.name, email: sampleOwner.email, roleLabel: 'Owner' }
const text = inboxPageText

/** The staff layout with the inbox's count of new records beside its link. */
function Frame({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  return (
    <StaffLayout
      brandName={brand.name}
      areaName={staffPageText.areaName}
      rooms={staffRooms}
      role="owner"
      currentPath={currentPath}
      user={user}
      accountHref={staffPages.account}
      signOutLabel={staffPageText.signOut}
      onSignOut={fn()}
      badges={{
        inbox: { count: sampleOverview.newItems, label: text.navNew(sampleOverview.newItems) },
      }}
    >
      {children}
    </StaffLayout>
  )
}

/** /staff/inbox: the filters, then a page of records. */
function InboxTemplate() {
  return (
    <Frame currentPath={staffPages.inbox}>
      <StaffPageHeading title={text.inboxHeading} lead={text.inboxLead} />
      <div className="flex flex-col gap-6">
        <InboxFilters
          text={text}
          labels={sampleInboxLabels}
          values={{ status: 'new' }}
          events={events.map((event) => ({ value: event.slug, label: event.title }))}
          courses={courses.map((course) => ({ value: course.slug, label: course.title }))}
          action={staffPages.inbox}
          csvHref={`${inboxApiPaths.inboxCsv}?status=new`}
          searchMaxLength={inboxLimits.search}
          onApply={fn()}
        />
        <InboxList
          text={text}
          labels={sampleInboxLabels}
          items={sampleInboxItems}
          itemHref={inboxPages.item}
          olderHref={`${staffPages.inbox}?status=new&after=c2`}
          filtered
        />
      </div>
    </Frame>
  )
}

/** /staff/inbox/enrolment-87: the record, its e-mails, notes and status changes. */
function RecordTemplate() {
  return (
    <Frame currentPath={inboxPages.item(sampleInboxDetail.id)}>
      <StaffPageHeading
        title={sampleInboxDetail.name}
        lead={`${inboxKindLabels[sampleInboxDetail.kind]} · ${sampleInboxDetail.email}`}
      />
      <InboxDetail
        text={text}
        labels={sampleInboxLabels}
        sourceLabels={inboxSourceLabels}
        mailKindLabels={mailKindLabels}
        item={sampleInboxDetail}
        onStatusChange={fn()}
        onResend={fn(async () => true)}
      >
        <InboxNotes
          text={text}
          notes={sampleInboxDetail.notes}
          maxLength={inboxLimits.note}
          onAdd={fn()}
        />
      </InboxDetail>
    </Frame>
  )
}

/** /staff: the counts that need attention. */
function OverviewTemplate() {
  return (
    <Frame currentPath={staffPages.overview}>
      <StaffPageHeading
        title={staffPageText.overviewHeading}
        lead={staffPageText.overviewGreeting('Grace')}
      />
      <InboxOverview
        text={text}
        overview={sampleOverview}
        links={{
          newEnquiries: `${staffPages.inbox}?kind=enquiry&status=new`,
          nextEvent: `${staffPages.inbox}?kind=registration&event=education-growth-workshop`,
          paidThisMonth: `${staffPages.enrolments}?payment=paid&from=2026-11-01`,
        }}
      />
    </Frame>
  )
}

const meta = {
  title: 'Page templates/Inbox',
  component: InboxTemplate,
  tags: ['!autodocs'],
  decorators: [withStayLinks],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InboxTemplate>
export default meta
type Story = StoryObj<typeof meta>

/** The inbox on a desktop: new records only, unread ones marked, the count beside Inbox. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text.inboxHeading)
    const nav = canvas.getByRole('navigation', { name: staffPageText.areaName })
    const inbox = within(nav).getByRole('link', { name: 'Inbox' })
    await expect(inbox).toHaveAttribute('aria-current', 'page')
    await expect(inbox).toHaveAccessibleDescription(text.navNew(7))
    await expect(canvas.getByRole('combobox', { name: text.columns.status })).toHaveValue('new')
    await expect(canvas.getAllByText(text.unread)).toHaveLength(2)
  },
}

/** The inbox on a phone: nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** A record in the layout. */
export const Record: Story = {
  render: () => <RecordTemplate />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tomasz Nowak')
    await expect(canvas.getByRole('heading', { name: text.notes })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** A record on a phone. */
export const RecordPhone: Story = {
  render: () => <RecordTemplate />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** The overview's counts in the layout. */
export const Overview: Story = {
  render: () => <OverviewTemplate />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /New enquiries/ })).toHaveAttribute(
      'href',
      `${staffPages.inbox}?kind=enquiry&status=new`,
    )
  },
}
