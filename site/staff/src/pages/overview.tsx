import {
  inboxPageText,
  staffPages,
  staffPageText,
  staffRooms,
  type StaffOverview,
  type StaffRole,
} from '@app/core'
import { InboxOverview, RoomCards, StaffPageHeading, StatusMessage } from '@app/ui'
import { queryOf } from '../inbox'
import { useTitle } from '../use-title'

/** Today's UK calendar month's first day, YYYY-MM-DD. */
function firstOfThisMonth(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now)
  return `${today.slice(0, 8)}01`
}

/**
 * /staff: the counts that need attention, each leading to its view of the inbox
 * (docs/inbox.md#the-overview), then a card per room one may enter.
 */
export function OverviewPage({
  role,
  name,
  overview,
  overviewError,
}: {
  role: StaffRole
  name: string
  /** The overview's counts, once they have arrived. */
  overview: StaffOverview | undefined
  overviewError: string | undefined
}) {
  useTitle(staffPageText.overviewHeading)
  const rooms = staffRooms
    .slice(1)
    .filter((room) => role === 'owner' || !room.ownersOnly)
    .map((room) => ({
      key: room.key,
      label: room.label,
      path: room.path,
      description: room.comingSoon ?? room.summary ?? '',
      badge: room.comingSoon ? staffPageText.comingSoon : undefined,
    }))
  return (
    <>
      <StaffPageHeading
        title={staffPageText.overviewHeading}
        lead={staffPageText.overviewGreeting(name.split(' ')[0] ?? name)}
      />
      <StatusMessage tone="error" className="*:mb-8">
        {overviewError}
      </StatusMessage>
      <div className="flex flex-col gap-8">
        {overview ? (
          <InboxOverview
            text={inboxPageText}
            overview={overview}
            links={{
              newEnquiries: `${staffPages.inbox}${queryOf({ kind: 'enquiry', status: 'new' })}`,
              nextEvent: overview.nextEvent
                ? `${staffPages.inbox}${queryOf({ kind: 'registration', event: overview.nextEvent.slug })}`
                : undefined,
              paidThisMonth: `${staffPages.inbox}${queryOf({
                kind: 'enrolment',
                payment: 'paid',
                from: firstOfThisMonth(),
              })}`,
            }}
          />
        ) : null}
        <RoomCards rooms={rooms} />
      </div>
    </>
  )
}
