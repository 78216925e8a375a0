import {
  type InviteRequest,
  inviteRequestSchema,
  staffApiPaths,
  staffFormText,
  staffPageText,
  staffRoleLabels,
  staffRoles,
  teamAnswerSchema,
} from '@app/core'
import { StaffPageHeading, StatusMessage, TeamManager, type InviteValues } from '@app/ui'
import { staffApi } from '../api'
import { useInviteForm, useRoomList } from '../use-room-list'
import { useTitle } from '../use-title'

const text = staffFormText.team
const roles = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }))

const readTeam = async () => {
  const { members, invitations } = await staffApi.get(staffApiPaths.team, teamAnswerSchema)
  return { members, invitations }
}

/** /staff/team (owners): members, open invitations, inviting. */
export function TeamPage({ currentUserId }: { currentUserId: string }) {
  useTitle(staffPageText.teamHeading)
  const room = useRoomList<Awaited<ReturnType<typeof readTeam>>, string | number>(readTeam)
  const invite = useInviteForm<InviteValues, InviteRequest>(room, {
    schema: inviteRequestSchema,
    path: staffApiPaths.invitations,
    sent: text.inviteSent,
  })
  const team = room.data
  const nameOf = (id: string) => team?.members.find((member) => member.id === id)?.name ?? ''

  return (
    <>
      <StaffPageHeading title={staffPageText.teamHeading} />
      {room.loadError ? <StatusMessage tone="error">{room.loadError}</StatusMessage> : null}
      {team ? (
        <TeamManager
          text={text}
          roles={roles}
          members={team.members}
          invitations={team.invitations}
          currentUserId={currentUserId}
          notice={room.notice}
          busyId={room.busyId}
          inviteFormKey={invite.formKey}
          inviteStatus={invite.status}
          inviteErrors={invite.errors}
          onRoleChange={(id, role) =>
            room.change(id, staffApiPaths.memberRole(id), { role }, text.roleChanged(nameOf(id)))
          }
          onDeactivate={(id) =>
            room.change(
              id,
              staffApiPaths.deactivateMember(id),
              {},
              text.deactivatedDone(nameOf(id)),
            )
          }
          onResend={(id) =>
            room.change(
              id,
              staffApiPaths.resendInvitation(id),
              {},
              text.resent(team.invitations.find((invitation) => invitation.id === id)?.email ?? ''),
            )
          }
          onInvite={invite.submit}
        />
      ) : null}
    </>
  )
}
