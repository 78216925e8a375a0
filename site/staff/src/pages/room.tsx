import { staffPages, staffPageText, type StaffRoom } from '@app/core'
import { ButtonLink, RoomToCome, StaffPageHeading } from '@app/ui'
import { FileText } from 'lucide-react'
import { useTitle } from '../use-title'

/** A room still to be built: what it will hold; Invoices leads to the invoice builder meanwhile. */
export function RoomPage({ room }: { room: StaffRoom }) {
  useTitle(room.label)
  return (
    <>
      <StaffPageHeading title={room.label} />
      <RoomToCome
        badge={staffPageText.comingSoon}
        description={room.comingSoon ?? ''}
        actions={
          room.key === 'invoices' ? (
            <ButtonLink href={staffPages.newInvoice}>
              <FileText aria-hidden="true" />
              {staffPageText.invoiceBuilder}
            </ButtonLink>
          ) : undefined
        }
      />
    </>
  )
}
