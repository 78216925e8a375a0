import {
  checkStaffForm,
  inviteLearnerRequestSchema,
  type LearnerRow,
  learnersAnswerSchema,
  learnersApiPaths,
  learnersRoomText as text,
  staffOkAnswerSchema,
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
import { useCallback, useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { useStaffForm } from '../forms'
import { useTitle } from '../use-title'

/** /staff/learners: the SAP BASIS learners and their access (docs/learners.md). */
export function LearnersPage() {
  useTitle(text.heading)
  const [learners, setLearners] = useState<readonly LearnerRow[] | undefined>()
  const [loadError, setLoadError] = useState<string | undefined>()
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>()
  const [busyId, setBusyId] = useState<string | undefined>()
  const [inviteFormKey, setInviteFormKey] = useState(0)
  const invite = useStaffForm<keyof InviteLearnerValues>()

  const load = useCallback(async () => {
    try {
      setLearners((await staffApi.get(learnersApiPaths.learners, learnersAnswerSchema)).learners)
    } catch (error) {
      setLoadError(problemOf(error).message)
    }
  }, [])
  useEffect(() => {
    // The learners as they are when the page opens; `load` sets state once they arrive.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  const nameOf = (id: string) => learners?.find((learner) => learner.id === id)?.name ?? ''
  const change = async (id: string, send: () => Promise<unknown>, success: string) => {
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
      {loadError ? <StatusMessage tone="error">{loadError}</StatusMessage> : null}
      {learners ? (
        <LearnerManager
          text={text}
          learners={learners}
          notice={notice}
          busyId={busyId}
          inviteFormKey={inviteFormKey}
          inviteStatus={invite.status}
          inviteErrors={invite.errors}
          onExtend={(id, until) =>
            change(
              id,
              () => staffApi.post(learnersApiPaths.extend(id), { until }, staffOkAnswerSchema),
              text.extended(nameOf(id)),
            )
          }
          onEnd={(id) =>
            change(
              id,
              () => staffApi.post(learnersApiPaths.end(id), {}, staffOkAnswerSchema),
              text.ended(nameOf(id)),
            )
          }
          onResend={(id) =>
            change(
              id,
              () => staffApi.post(learnersApiPaths.resend(id), {}, staffOkAnswerSchema),
              text.resent(learners.find((learner) => learner.id === id)?.email ?? ''),
            )
          }
          onInvite={async (values) => {
            const checked = checkStaffForm(inviteLearnerRequestSchema, { ...values })
            if (!checked.ok) return invite.invalid(checked.errors)
            invite.sending()
            setNotice(undefined)
            try {
              await staffApi.post(learnersApiPaths.learners, checked.payload, staffOkAnswerSchema)
              invite.done()
              setInviteFormKey((key) => key + 1)
              setNotice({ tone: 'success', text: text.invited(checked.payload.email) })
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
