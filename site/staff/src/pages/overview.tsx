import { staffPageText, staffRooms, type StaffRole } from '@app/core'
import { RoomCards, StaffPageHeading } from '@app/ui'
import { useTitle } from '../use-title'

/** What the owners' rooms hold, for their cards on the overview. */
const ownersRoomText: Record<string, string> = {
  team: 'Invite people, change roles, deactivate accounts and send invitations again.',
  audit: 'Every sign-in, invitation and change to the team: who, what, when and from where.',
}

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
      description: room.comingSoon ?? ownersRoomText[room.key] ?? '',
      badge: room.comingSoon ? staffPageText.comingSoon : undefined,
    }))
  return (
    <>
      <StaffPageHeading
        title={`${staffPageText.overviewHeading}`}
        lead={`${name.split(' ')[0]}, ${staffPageText.overviewLead.charAt(0).toLowerCase()}${staffPageText.overviewLead.slice(1)}`}
      />
      <RoomCards rooms={rooms} />
    </>
  )
}
