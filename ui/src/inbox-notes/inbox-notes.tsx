import type { InboxNote } from '@app/core'
import { StickyNote } from 'lucide-react'
import { useRef, useState, type ComponentProps } from 'react'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import type { InboxText } from '../inbox-list/inbox-list'
import { cn } from '../lib/cn'
import { formatDateTime } from '../lib/date-time'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextAreaField } from '../text-area-field/text-area-field'

export type InboxNotesProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The words of the page. */
  text: InboxText
  /** The record's notes, oldest first. */
  notes: readonly InboxNote[]
  /** The longest note (core's inboxLimits.note). */
  maxLength: number
  /** Called with the note's text on Add note; the caller checks and sends it. */
  onAdd: (body: string) => void
  /** The form's state: 'sending' makes it busy. @default 'idle' */
  status?: StaffFormStatus
  /** Why the note was not added (the caller's check or the server's), on the field. @default none */
  error?: string
  /** A new value empties the form (after a note was added). @default 0 */
  formKey?: number
  /** Said once a note was added. @default none */
  added?: string
}

/**
 * A record's internal notes (docs/inbox.md#a-record): who wrote each and when, never mailed to
 * the visitor, and a form to add one.
 */
export function InboxNotes({
  text,
  notes,
  maxLength,
  onAdd,
  status = 'idle',
  error,
  formKey = 0,
  added,
  className,
  ...props
}: InboxNotesProps) {
  return (
    <section
      aria-labelledby="inbox-notes"
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6',
        className,
      )}
      {...props}
    >
      <div>
        <h2 id="inbox-notes" className="text-lg font-semibold text-slate-900">
          {text.notes}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{text.notesLead}</p>
      </div>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{text.noNotes}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {notes.map((note) => (
            <li
              key={note.id}
              className="rounded-lg bg-accent-50 p-4 text-sm ring-1 ring-accent-200"
            >
              <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                {note.body}
              </p>
              <p className="mt-2 text-xs text-slate-600">
                {note.author} ·{' '}
                <time dateTime={note.at} className="tabular-nums">
                  {formatDateTime(note.at)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <div>
        <StatusMessage tone="success" className="*:mb-3">
          {added}
        </StatusMessage>
        <NoteForm
          key={formKey}
          text={text}
          maxLength={maxLength}
          onAdd={onAdd}
          status={status}
          error={error}
        />
      </div>
    </section>
  )
}

function NoteForm({
  text,
  maxLength,
  onAdd,
  status,
  error,
}: Pick<InboxNotesProps, 'text' | 'maxLength' | 'onAdd' | 'error'> & { status: StaffFormStatus }) {
  const [body, setBody] = useState('')
  const ref = useRef<HTMLTextAreaElement>(null)
  const attempted = useFocusFirstError(() => (error ? ref.current : null))
  return (
    <Form
      method="post"
      busy={status === 'sending'}
      onSubmit={() => {
        attempted()
        onAdd(body)
      }}
      className="flex flex-col items-start gap-3"
    >
      <TextAreaField
        ref={ref}
        name="body"
        label={text.noteLabel}
        hint={text.noteHint}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={maxLength}
        error={error}
        rows={3}
        required
        className="w-full"
      />
      <SubmitButton icon={<StickyNote aria-hidden="true" />} size="sm">
        {text.addNote}
      </SubmitButton>
    </Form>
  )
}
