import type { NewsEditorText } from '@app/core'
import { Save } from 'lucide-react'
import { useRef, useState, type ComponentProps } from 'react'
import { DateField } from '../date-field/date-field'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextAreaField } from '../text-area-field/text-area-field'
import { TextField } from '../text-field/text-field'

/** A news post as the editor holds it: every field as typed; the body is Markdown. */
export interface NewsEditorValues {
  title: string
  date: string
  summary: string
  body: string
}

export type NewsEditorField = keyof NewsEditorValues

export type NewsEditorProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  text: NewsEditorText
  /** The post as it was loaded; empty fields for a new one. */
  initial: NewsEditorValues
  /** The post's date as the public page writes it, e.g. "20 November 2026". */
  formatDate: (date: string) => string
  /**
   * The body's Markdown as the HTML the public page shows. It must be the site's own safe
   * renderer (no raw HTML, no script links): the preview inserts what it returns.
   */
  renderBody: (markdown: string) => string
  onSubmit: (values: NewsEditorValues) => void
  status: StaffFormStatus
  /** The sentence shown (as an alert) when saving failed, e.g. someone else saved first. */
  errorMessage?: string
  /** The server's messages per field; focus moves to the first after each attempt. */
  errors?: Partial<Record<NewsEditorField, string>>
}

const fields: readonly NewsEditorField[] = ['title', 'date', 'summary', 'body']

/** The staff editor of a news post, with the post as the public page will show it beside it. */
export function NewsEditor({
  text,
  initial,
  formatDate,
  renderBody,
  onSubmit,
  status,
  errorMessage,
  errors,
  className,
  ...props
}: NewsEditorProps) {
  const [values, setValues] = useState<NewsEditorValues>(initial)
  const titleRef = useRef<HTMLInputElement>(null)
  const dateRef = useRef<HTMLInputElement>(null)
  const summaryRef = useRef<HTMLTextAreaElement>(null)
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const attempted = useFocusFirstError(() => {
    const refs = { title: titleRef, date: dateRef, summary: summaryRef, body: bodyRef }
    const first = fields.find((field) => errors?.[field])
    return first ? refs[first].current : null
  })
  const update = (field: NewsEditorField) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }
  let date = values.date
  try {
    date = formatDate(values.date)
  } catch {
    // A half-typed date is shown as typed.
  }

  return (
    <div className={cn('grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]', className)}>
      <Form
        method="post"
        busy={status === 'sending'}
        onSubmit={() => {
          attempted()
          onSubmit(values)
        }}
        className="flex flex-col gap-5"
        {...props}
      >
        <TextField
          ref={titleRef}
          name="title"
          label={text.title}
          value={values.title}
          onChange={update('title')}
          error={errors?.title}
          required
        />
        <DateField
          ref={dateRef}
          name="date"
          label={text.date}
          value={values.date}
          onChange={update('date')}
          error={errors?.date}
          required
        />
        <TextAreaField
          ref={summaryRef}
          name="summary"
          label={text.summary}
          hint={text.summaryHint}
          value={values.summary}
          onChange={update('summary')}
          error={errors?.summary}
          rows={3}
          required
        />
        <TextAreaField
          ref={bodyRef}
          name="body"
          label={text.body}
          value={values.body}
          onChange={update('body')}
          error={errors?.body}
          rows={12}
          textareaClassName="font-mono text-sm"
          required
        />
        <StatusMessage tone="error">{status === 'failed' ? errorMessage : undefined}</StatusMessage>
        <div>
          <SubmitButton icon={<Save aria-hidden="true" />} busyLabel={text.busy}>
            {text.save}
          </SubmitButton>
        </div>
      </Form>
      <section aria-label={text.preview} className="flex flex-col gap-3 self-start">
        <h2 className="text-sm font-semibold text-slate-600">{text.preview}</h2>
        <article className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h3 className="text-xl font-bold tracking-tight text-brand-950">{values.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{date}</p>
          <p className="mt-3 font-medium text-slate-800">{values.summary}</p>
          <div
            className="mt-3 leading-relaxed text-slate-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&>*+*]:mt-3"
            // The site's own Markdown renderer, with raw HTML off (see renderBody).
            dangerouslySetInnerHTML={{ __html: renderBody(values.body) }}
          />
        </article>
      </section>
    </div>
  )
}
