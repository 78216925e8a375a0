import {
  checkStaffForm,
  erasureAnswerSchema,
  inboxApiPaths,
  inboxKindLabels,
  inboxPages,
  inboxPageText,
  privacyFindAnswerSchema,
  privacyRequestSchema,
} from '@app/core'
import {
  PrivacyRequest,
  StaffPageHeading,
  type PrivacyRequestProps,
  type PrivacyRequestStatus,
} from '@app/ui'
import { useState } from 'react'
import { problemOf, staffApi } from '../api'
import { saveFile } from '../inbox'
import { useTitle } from '../use-title'

const text = inboxPageText

/** Any answer, as it came: the export is a file, not an answer to check. */
const anyAnswer = { safeParse: (value: unknown) => ({ success: true as const, data: value }) }

/**
 * /staff/privacy: a privacy request for one address (docs/inbox.md#privacy-requests): find what
 * is held, export it as JSON, or erase it after a confirmation.
 */
export function PrivacyPage() {
  useTitle(text.privacyHeading)
  const [findings, setFindings] = useState<PrivacyRequestProps['findings']>(null)
  const [status, setStatus] = useState<PrivacyRequestStatus>('idle')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [notice, setNotice] = useState<PrivacyRequestProps['notice']>()

  async function find(email: string) {
    setNotice(undefined)
    const checked = checkStaffForm(privacyRequestSchema, { email })
    if (!checked.ok) {
      setEmailError(checked.errors.email)
      return
    }
    setEmailError(undefined)
    setStatus('finding')
    try {
      const answer = await staffApi.post(
        inboxApiPaths.privacyFind,
        checked.payload,
        privacyFindAnswerSchema,
      )
      setFindings(answer.findings)
    } catch (error) {
      const { message, fields } = problemOf(error)
      if (fields.email) setEmailError(fields.email)
      else setNotice({ tone: 'error', text: message })
    } finally {
      setStatus('idle')
    }
  }

  async function exportAll(email: string) {
    setNotice(undefined)
    setStatus('exporting')
    try {
      const data = await staffApi.post(inboxApiPaths.privacyExport, { email }, anyAnswer)
      const day = new Date().toISOString().slice(0, 10)
      saveFile(
        `${JSON.stringify(data, null, 2)}\n`,
        `privacy-export-${day}.json`,
        'application/json',
      )
      setNotice({ tone: 'success', text: text.privacyExported(email) })
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    } finally {
      setStatus('idle')
    }
  }

  async function erase(email: string) {
    setNotice(undefined)
    setStatus('erasing')
    try {
      const answer = await staffApi.post(inboxApiPaths.privacyErase, { email }, erasureAnswerSchema)
      setNotice({ tone: 'success', text: text.privacyErased(answer.erased) })
      const again = await staffApi.post(
        inboxApiPaths.privacyFind,
        { email },
        privacyFindAnswerSchema,
      )
      setFindings(again.findings)
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    } finally {
      setStatus('idle')
    }
  }

  return (
    <>
      <StaffPageHeading title={text.privacyHeading} lead={text.privacyLead} />
      <PrivacyRequest
        text={text}
        kindLabels={inboxKindLabels}
        findings={findings}
        itemHref={inboxPages.item}
        status={status}
        emailError={emailError}
        notice={notice}
        onFind={(email) => void find(email)}
        onExport={(email) => void exportAll(email)}
        onErase={(email) => void erase(email)}
      />
    </>
  )
}
