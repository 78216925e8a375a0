import {
  brand,
  staffApiPaths,
  staffOkAnswerSchema,
  staffPages,
  staffPageText,
  staffRoleLabels,
  staffRooms,
} from '@app/core'
import { ButtonLink, MessagePanel, StaffLayout, StaffPageHeading, StatusMessage } from '@app/ui'
import { useEffect, useState } from 'react'
import { staffApi } from '../api'
import { navigate } from '../router'
import { useLoadSession, useSession } from '../session'
import { useTitle } from '../use-title'
import { AccountPage } from './account'
import { AuditPage } from './audit'
import { InvoiceBuilderPage } from './invoice-builder'
import { OverviewPage } from './overview'
import { RoomPage } from './room'
import { TeamPage } from './team'

/** The pages behind sign-in, in the staff layout; owners' rooms tell staff they are for owners. */
export function SignedInArea({ path }: { path: string }) {
  const { current, forget } = useSession()
  useLoadSession(true)
  const [signingOut, setSigningOut] = useState(false)
  const needsTwoFactor = current.state === 'signed-in' && !current.session.twoFactorEnabled
  useEffect(() => {
    if (needsTwoFactor) navigate(staffPages.twoFactorSetUp, { replace: true })
  }, [needsTwoFactor])

  if (current.state === 'failed') {
    return (
      <main>
        <MessagePanel title={staffPageText.areaName}>
          <StatusMessage tone="error">{current.message}</StatusMessage>
        </MessagePanel>
      </main>
    )
  }
  if (current.state !== 'signed-in' || needsTwoFactor) {
    return <div aria-busy="true" className="min-h-screen bg-slate-50" />
  }
  const { user } = current.session
  const room = staffRooms.find((candidate) => candidate.path === path)
  const isOwner = user.role === 'owner'

  let page
  if (room?.ownersOnly && !isOwner) page = <OwnersOnly title={room.label} />
  else if (path === staffPages.overview) page = <OverviewPage role={user.role} name={user.name} />
  else if (path === staffPages.account) page = <AccountPage />
  else if (path === staffPages.team) page = <TeamPage currentUserId={user.id} />
  else if (path === staffPages.audit) page = <AuditPage />
  else if (path === staffPages.newInvoice) page = <InvoiceBuilderPage />
  else if (room?.comingSoon) page = <RoomPage room={room} />
  else page = <NotFound />

  return (
    <StaffLayout
      brandName={brand.name}
      areaName={staffPageText.areaName}
      rooms={staffRooms}
      role={user.role}
      currentPath={path}
      user={{ name: user.name, email: user.email, roleLabel: staffRoleLabels[user.role] }}
      accountHref={staffPages.account}
      signOutLabel={staffPageText.signOut}
      signingOut={signingOut}
      fullWidth={path === staffPages.newInvoice}
      onSignOut={async () => {
        setSigningOut(true)
        try {
          await staffApi.post(staffApiPaths.signOut, {}, staffOkAnswerSchema)
        } finally {
          forget()
          navigate(staffPages.signIn, { replace: true })
        }
      }}
    >
      {page}
    </StaffLayout>
  )
}

function OwnersOnly({ title }: { title: string }) {
  useTitle(title)
  return (
    <>
      <StaffPageHeading title={title} />
      <StatusMessage tone="info">{staffPageText.ownersOnly}</StatusMessage>
    </>
  )
}

function NotFound() {
  useTitle(staffPageText.notFoundHeading)
  return (
    <>
      <StaffPageHeading title={staffPageText.notFoundHeading} lead={staffPageText.notFoundLead} />
      <ButtonLink href={staffPages.overview} variant="outline">
        {staffPageText.backToOverview}
      </ButtonLink>
    </>
  )
}
