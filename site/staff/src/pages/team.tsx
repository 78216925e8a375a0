import {
  checkStaffForm,
  inviteRequestSchema,
  staffApiPaths,
  staffFormText,
  staffOkAnswerSchema,
  staffPageText,
  staffRoleLabels,
  staffRoles,
  teamAnswerSchema,
  type PendingInvitation,
  type TeamMember,
} from '@app/core'
import { StaffPageHeading, StatusMessage, TeamManager, type InviteValues } from '@app/ui'
import { useCallback, useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { useStaffForm } from '../forms'
import { useTitle } from '../use-title'

const text = staffFormText.team
const roles = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }))

/** /staff/team (owners): members, open invitations, inviting. */
export function TeamPage({ currentUserId }: { currentUserId: string }) {
  useTitle(staffPageText.teamHeading)
  const [team, setTeam] = useState<
    { members: readonly TeamMember[]; invitations: readonly PendingInvitation[] } | undefined
  >()
  const [loadError, setLoadError] = useState<string | undefined>()
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>()
  const [busyId, setBusyId] = useState<string | number | undefined>()
  const [inviteFormKey, setInviteFormKey] = useState(0)
  const invite = useStaffForm<keyof InviteValues>()

  const load = useCallback(async () => {
    try {
      const answer = await staffApi.get(staffApiPaths.team, teamAnswerSchema)
      setTeam({ members: answer.members, invitations: answer.invitations })
    } catch (error) {
      setLoadError(problemOf(error).message)
    }
  }, [])
  useEffect(() => {
    // The team as it is when the page opens; `load` sets state once it arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  /** Runs one change, then shows its outcome and the team as it now is. */
  const change = async (id: string | number, send: () => Promise<unknown>, success: string) => {
    setBusyId(id)
    setNotice(undefined)
    try {
      await send()
      setNotice({ tone: 'success', text: success })
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    } finally {
      setBusyId(undefined)
      await load()
    }
  }
  const nameOf = (id: string) => team?.members.find((member) => member.id === id)?.name ?? ''

  return (
    <>
      <StaffPageHeading title={staffPageText.teamHeading} />
      {loadError ? <StatusMessage tone="error">{loadError}</StatusMessage> : null}
      {team ? (
        <TeamManager
          text={text}
          roles={roles}
          members={team.members}
          invitations={team.invitations}
          currentUserId={currentUserId}
          notice={notice}
          busyId={busyId}
          inviteFormKey={inviteFormKey}
          inviteStatus={invite.status}
          inviteErrors={invite.errors}
          onRoleChange={(id, role) =>
            change(
              id,
              () => staffApi.post(staffApiPaths.memberRole(id), { role }, staffOkAnswerSchema),
              text.roleChanged(nameOf(id)),
            )
          }
          onDeactivate={(id) =>
            change(
              id,
              () => staffApi.post(staffApiPaths.deactivateMember(id), {}, staffOkAnswerSchema),
              text.deactivatedDone(nameOf(id)),
            )
          }
          onResend={(id) =>
            change(
              id,
              () => staffApi.post(staffApiPaths.resendInvitation(id), {}, staffOkAnswerSchema),
              text.resent(team.invitations.find((invitation) => invitation.id === id)?.email ?? ''),
            )
          }
          onInvite={async (values) => {
            const checked = checkStaffForm(inviteRequestSchema, { ...values })
            if (!checked.ok) return invite.invalid(checked.errors)
            invite.sending()
            setNotice(undefined)
            try {
              await staffApi.post(staffApiPaths.invitations, checked.payload, staffOkAnswerSchema)
              invite.done()
              setInviteFormKey((key) => key + 1)
              setNotice({ tone: 'success', text: text.inviteSent(checked.payload.email) })
              await load()
            } catch (error) {
              invite.failed(error)
              const { fields, message } = problemOf(error)
              if (Object.keys(fields).length === 0) setNotice({ tone: 'error', text: message })
            }
          }}
        />
      ) : null}
    </>
  )
}
