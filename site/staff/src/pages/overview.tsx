import { staffPageText, staffRooms, type StaffRole } from '@app/core'
import { RoomCards, StaffPageHeading } from '@app/ui'
import { useTitle } from '../use-title'

/** /staff: a card per room one may enter, saying what it holds or will hold. */
export function OverviewPage({ role, name }: { role: StaffRole; name: string }) {
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
      <RoomCards rooms={rooms} />
    </>
  )
}
