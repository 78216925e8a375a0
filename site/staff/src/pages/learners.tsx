import {
  type InviteLearnerRequest,
  inviteLearnerRequestSchema,
  learnersAnswerSchema,
  learnersApiPaths,
  learnersRoomText as text,
  staffPages,
} from '@app/core'
import {
  ButtonLink,
  type InviteLearnerValues,
  LearnerManager,
  StaffPageHeading,
  StatusMessage,
} from '@app/ui'
import { ListVideo } from 'lucide-react'
import { staffApi } from '../api'
import { useInviteForm, useRoomList } from '../use-room-list'
import { useTitle } from '../use-title'

const readLearners = async () =>
  (await staffApi.get(learnersApiPaths.learners, learnersAnswerSchema)).learners

/** /staff/learners: the SAP BASIS learners and their access (docs/learners.md). */
export function LearnersPage() {
  useTitle(text.heading)
  const room = useRoomList(readLearners)
  const invite = useInviteForm<InviteLearnerValues, InviteLearnerRequest>(room, {
    schema: inviteLearnerRequestSchema,
    path: learnersApiPaths.learners,
    sent: text.invited,
  })
  const learners = room.data
  const nameOf = (id: string) => learners?.find((learner) => learner.id === id)?.name ?? ''

  return (
    <>
      <StaffPageHeading
        title={text.heading}
        actions={
          <ButtonLink href={staffPages.learnerVideos} variant="outline">
            <ListVideo aria-hidden="true" />
            {text.videosLink}
          </ButtonLink>
        }
      />
      <p className="mb-6 text-slate-600">{text.lead}</p>
      {room.loadError ? <StatusMessage tone="error">{room.loadError}</StatusMessage> : null}
      {learners ? (
        <LearnerManager
          text={text}
          learners={learners}
          notice={room.notice}
          busyId={room.busyId}
          inviteFormKey={invite.formKey}
          inviteStatus={invite.status}
          inviteErrors={invite.errors}
          onExtend={(id, until) =>
            room.change(id, learnersApiPaths.extend(id), { until }, text.extended(nameOf(id)))
          }
          onEnd={(id) => room.change(id, learnersApiPaths.end(id), {}, text.ended(nameOf(id)))}
          onResend={(id) =>
            room.change(
              id,
              learnersApiPaths.resend(id),
              {},
              text.resent(learners.find((learner) => learner.id === id)?.email ?? ''),
            )
          }
          onInvite={invite.submit}
        />
      ) : null}
    </>
  )
}
