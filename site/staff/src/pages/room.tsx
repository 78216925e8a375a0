import { staffPageText, type StaffRoom } from '@app/core'
import { RoomToCome, StaffPageHeading } from '@app/ui'
import { useTitle } from '../use-title'

/** A room still to be built: what it will hold. */
export function RoomPage({ room }: { room: StaffRoom }) {
  useTitle(room.label)
  return (
    <>
      <StaffPageHeading title={room.label} />
      <RoomToCome badge={staffPageText.comingSoon} description={room.comingSoon ?? ''} />
    </>
  )
}
