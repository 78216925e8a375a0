import {
  staffApiPaths,
  staffFormText,
  staffOkAnswerSchema,
  staffPages,
  staffPageText,
  staffSessionsAnswerSchema,
  type StaffSessionInfo,
} from '@app/core'
import { Button, SessionList, StaffPageHeading, StatusMessage } from '@app/ui'
import { LogOut } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { navigate } from '../router'
import { useSession } from '../session'
import { useTitle } from '../use-title'

/** /staff/account: one's own sessions, each to end, and Sign out everywhere. */
export function AccountPage() {
  useTitle(staffPageText.accountHeading)
  const { forget } = useSession()
  const [sessions, setSessions] = useState<readonly StaffSessionInfo[] | undefined>()
  const [ending, setEnding] = useState<string | undefined>()
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>()
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false)

  const load = useCallback(async () => {
    try {
      const answer = await staffApi.get(staffApiPaths.sessions, staffSessionsAnswerSchema)
      setSessions(answer.sessions)
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    }
  }, [])
  useEffect(() => {
    // The sessions as they are when the page opens; `load` sets state once they arrive.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  const signedOut = () => {
    forget()
    navigate(staffPages.signIn, { replace: true })
  }

  return (
    <>
      <StaffPageHeading
        title={staffPageText.accountHeading}
        actions={
          <Button
            variant="outline"
            busy={signingOutEverywhere}
            onClick={async () => {
              setSigningOutEverywhere(true)
              try {
                await staffApi.post(staffApiPaths.signOutEverywhere, {}, staffOkAnswerSchema)
                signedOut()
              } catch (error) {
                setNotice({ tone: 'error', text: problemOf(error).message })
                setSigningOutEverywhere(false)
              }
            }}
          >
            <LogOut aria-hidden="true" />
            {staffPageText.signOutEverywhere}
          </Button>
        }
      />
      <section aria-labelledby="sessions-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
            {staffPageText.sessionsHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{staffPageText.sessionsLead}</p>
        </div>
        <div>
          <StatusMessage tone="success" className="*:mb-4">
            {notice?.tone === 'success' ? notice.text : null}
          </StatusMessage>
          <StatusMessage tone="error" className="*:mb-4">
            {notice?.tone === 'error' ? notice.text : null}
          </StatusMessage>
          {sessions ? (
            <SessionList
              text={staffFormText.sessions}
              sessions={sessions}
              ending={ending}
              onEnd={async (id) => {
                const isCurrent = sessions.find((session) => session.id === id)?.current
                setEnding(id)
                try {
                  await staffApi.post(staffApiPaths.endSession(id), {}, staffOkAnswerSchema)
                  if (isCurrent) return signedOut()
                  setNotice({ tone: 'success', text: staffFormText.sessions.ended })
                  await load()
                } catch (error) {
                  setNotice({ tone: 'error', text: problemOf(error).message })
                } finally {
                  setEnding(undefined)
                }
              }}
            />
          ) : null}
        </div>
      </section>
    </>
  )
}
