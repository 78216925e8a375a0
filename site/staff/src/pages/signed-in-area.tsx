import {
  brand,
  inboxApiPaths,
  inboxPageText,
  overviewAnswerSchema,
  staffApiPaths,
  staffOkAnswerSchema,
  staffPages,
  staffPageText,
  staffRoleLabels,
  staffRooms,
  type StaffOverview,
} from '@app/core'
import { ButtonLink, MessagePanel, StaffLayout, StaffPageHeading, StatusMessage } from '@app/ui'
import { useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { navigate } from '../router'
import { useLoadSession, useSession } from '../session'
import { useTitle } from '../use-title'
import { AccountPage } from './account'
import { AuditPage } from './audit'
import { EnrolmentsPage } from './enrolments'
import { EventsPage } from './events'
import { InboxPage } from './inbox'
import { InboxItemPage } from './inbox-item'
import { InvoicePage } from './invoice'
import { InvoicesPage, NewInvoicePage } from './invoices'
import { LearnerVideosPage } from './learner-videos'
import { LearnersPage } from './learners'
import { OverviewPage } from './overview'
import { PrivacyPage } from './privacy'
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
  const overview = useOverview(current.state === 'signed-in' && !needsTwoFactor, path)

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
  else if (path === staffPages.overview)
    page = (
      <OverviewPage
        role={user.role}
        name={user.name}
        overview={overview.answer}
        overviewError={overview.error}
      />
    )
  else if (path === staffPages.inbox) page = <InboxPage />
  else if (path.startsWith(`${staffPages.inbox}/`))
    page = (
      <InboxItemPage
        key={path}
        onStatusChanged={overview.reload}
        id={decodeURIComponent(path.slice(staffPages.inbox.length + 1))}
      />
    )
  else if (path === staffPages.enrolments) page = <EnrolmentsPage />
  else if (path === staffPages.learners) page = <LearnersPage />
  else if (path === staffPages.learnerVideos) page = <LearnerVideosPage />
  else if (path === staffPages.events) page = <EventsPage />
  else if (path === staffPages.privacy) page = <PrivacyPage />
  else if (path === staffPages.account) page = <AccountPage />
  else if (path === staffPages.team) page = <TeamPage currentUserId={user.id} />
  else if (path === staffPages.audit) page = <AuditPage />
  else if (path === staffPages.newInvoice) page = <NewInvoicePage />
  else if (path === staffPages.invoices) page = <InvoicesPage />
  else if (path.startsWith(`${staffPages.invoices}/`))
    page = (
      <InvoicePage key={path} id={decodeURIComponent(path.slice(staffPages.invoices.length + 1))} />
    )
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
      fullWidth={path.startsWith(`${staffPages.invoices}/`)}
      badges={
        overview.answer
          ? {
              inbox: {
                count: overview.answer.newItems,
                label: inboxPageText.navNew(overview.answer.newItems),
              },
            }
          : undefined
      }
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

/**
 * The overview's counts (docs/inbox.md#the-overview), asked again on every page, so the
 * navigation's count of new records follows what staff do; the overview page shows them.
 */
function useOverview(enabled: boolean, path: string) {
  const [state, setState] = useState<{ answer?: StaffOverview; error?: string }>({})
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    if (!enabled) return
    let current = true
    staffApi.get(inboxApiPaths.overview, overviewAnswerSchema).then(
      (answer) => {
        if (current) setState({ answer: answer.overview })
      },
      (error: unknown) => {
        if (current) setState((before) => ({ ...before, error: problemOf(error).message }))
      },
    )
    return () => {
      current = false
    }
  }, [enabled, path, asked])
  return { ...state, reload: () => setAsked((count) => count + 1) }
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
