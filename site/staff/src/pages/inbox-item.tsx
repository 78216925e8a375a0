import {
  checkStaffForm,
  inboxApiPaths,
  inboxConflictAnswerSchema,
  inboxDetailAnswerSchema,
  inboxKindLabels,
  inboxLimits,
  inboxMessages,
  inboxPageText,
  inboxSourceLabels,
  inboxStatusLabels,
  invoiceAnswerSchema,
  invoiceApiPaths,
  invoicePages,
  invoicePageText,
  mailKindLabels,
  noteAnswerSchema,
  noteRequestSchema,
  resendAnswerSchema,
  staffPages,
  type InboxStatus,
} from '@app/core'
import {
  Button,
  ButtonLink,
  InboxDetail,
  InboxNotes,
  StaffPageHeading,
  StatusMessage,
  type InboxDetailProps,
} from '@app/ui'
import { ArrowLeft, FilePlus2 } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { problemOf, StaffApiError, staffApi } from '../api'
import { useStaffForm } from '../forms'
import { navigate } from '../router'
import { inboxLabels } from '../inbox'
import { useTitle } from '../use-title'

const text = inboxPageText
type Item = InboxDetailProps['item']

/**
 * /staff/inbox/:id: one record (docs/inbox.md#a-record): its fields, status (sent with the
 * version shown; a 409 shows the record as it is now), e-mails with Resend, notes, history.
 */
export function InboxItemPage({
  id,
  onStatusChanged,
}: {
  id: string
  /** Called when the record's status changed (the navigation's count of new records follows). */
  onStatusChanged?: () => void
}) {
  const [item, setItem] = useState<Item | undefined>()
  const [loadError, setLoadError] = useState<string | undefined>()
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>()
  const [statusBusy, setStatusBusy] = useState(false)
  const [noteKey, setNoteKey] = useState(0)
  const [noteAdded, setNoteAdded] = useState<string | undefined>()
  const note = useStaffForm<'body'>()
  useTitle(item?.name ?? text.inboxHeading)

  const load = useCallback(async () => {
    try {
      const answer = await staffApi.get(inboxApiPaths.item(id), inboxDetailAnswerSchema)
      setItem(answer.item)
      setLoadError(undefined)
    } catch (error) {
      setLoadError(problemOf(error).message)
    }
  }, [id])
  useEffect(() => {
    // The record as it is when the page opens; `load` sets state once it arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  async function changeStatus(status: InboxStatus, version: number) {
    setStatusBusy(true)
    setNotice(undefined)
    try {
      const answer = await staffApi.post(
        inboxApiPaths.status(id),
        { status, version },
        inboxDetailAnswerSchema,
      )
      setItem(answer.item)
      setNotice({ tone: 'success', text: text.statusSaved(inboxStatusLabels[status]) })
      onStatusChanged?.()
    } catch (error) {
      const conflict =
        error instanceof StaffApiError && error.status === 409
          ? inboxConflictAnswerSchema.safeParse(error.answer)
          : undefined
      if (conflict?.success) {
        setItem(conflict.data.item)
        setNotice({ tone: 'error', text: inboxMessages.changedMeanwhile })
        onStatusChanged?.()
      } else {
        setNotice({ tone: 'error', text: problemOf(error).message })
      }
    } finally {
      setStatusBusy(false)
    }
  }

  async function resend(messageId: number, key: string): Promise<boolean> {
    setNotice(undefined)
    try {
      await staffApi.post(inboxApiPaths.resend(id, messageId), { key }, resendAnswerSchema)
      setNotice({ tone: 'success', text: text.resent })
      await load()
      return true
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
      return false
    }
  }

  async function addNote(body: string) {
    setNoteAdded(undefined)
    const checked = checkStaffForm(noteRequestSchema, { body })
    if (!checked.ok) return note.invalid(checked.errors)
    note.sending()
    try {
      const answer = await staffApi.post(inboxApiPaths.notes(id), checked.payload, noteAnswerSchema)
      note.done()
      setNoteKey((key) => key + 1)
      setNoteAdded(text.noteAdded)
      setItem((current) =>
        current ? { ...current, notes: [...current.notes, answer.note] } : current,
      )
    } catch (error) {
      note.failed(error, 'body')
    }
  }

  /** A paid enrolment's invoice: a draft with the student and the courses (docs/invoices.md). */
  async function createInvoice(enrolmentId: number) {
    setNotice(undefined)
    try {
      const answer = await staffApi.post(
        invoiceApiPaths.fromEnrolment,
        { enrolmentId },
        invoiceAnswerSchema,
      )
      navigate(invoicePages.item(answer.invoice.id))
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    }
  }

  const enrolmentId = /^enrolment-(\d+)$/.exec(id)?.[1]
  const back = (
    <>
      {item?.enrolment?.paidAt && !item.enrolment.test && enrolmentId ? (
        <Button size="sm" onClick={() => void createInvoice(Number(enrolmentId))}>
          <FilePlus2 aria-hidden="true" />
          {invoicePageText.createInvoice}
        </Button>
      ) : null}
      <ButtonLink href={staffPages.inbox} variant="outline" size="sm">
        <ArrowLeft aria-hidden="true" />
        {text.backToInbox}
      </ButtonLink>
    </>
  )

  if (!item) {
    return (
      <>
        <StaffPageHeading title={text.inboxHeading} actions={back} />
        <StatusMessage tone="error">{loadError}</StatusMessage>
      </>
    )
  }
  return (
    <>
      <StaffPageHeading
        title={item.name}
        lead={`${inboxKindLabels[item.kind]} · ${item.email}`}
        actions={back}
      />
      <InboxDetail
        text={text}
        labels={inboxLabels}
        sourceLabels={inboxSourceLabels}
        mailKindLabels={mailKindLabels}
        item={item}
        statusBusy={statusBusy}
        notice={notice}
        onStatusChange={(status, version) => void changeStatus(status, version)}
        onResend={resend}
      >
        <InboxNotes
          text={text}
          notes={item.notes}
          maxLength={inboxLimits.note}
          status={note.status}
          error={note.errors.body ?? note.errorMessage}
          formKey={noteKey}
          added={noteAdded}
          onAdd={(body) => void addNote(body)}
        />
      </InboxDetail>
    </>
  )
}
