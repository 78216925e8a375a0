import type { NewsEditorText } from '@app/core'
import type { ComponentProps } from 'react'
import { DateField } from '../date-field/date-field'
import { EditorWithPreview, useEditorFields } from '../form/editor-with-preview'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
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
  errors,
  ...props
}: NewsEditorProps) {
  const { values, field, attempted } = useEditorFields(initial, fields, errors)
  let date = values.date
  try {
    date = formatDate(values.date)
  } catch {
    // A half-typed date is shown as typed.
  }

  return (
    <EditorWithPreview
      text={text}
      columnsClassName="lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      onSubmit={() => {
        attempted()
        onSubmit(values)
      }}
      preview={
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
      }
      {...props}
    >
      <TextField label={text.title} required {...field('title')} />
      <DateField label={text.date} required {...field('date')} />
      <TextAreaField
        label={text.summary}
        hint={text.summaryHint}
        rows={3}
        required
        {...field('summary')}
      />
      <TextAreaField
        label={text.body}
        rows={12}
        textareaClassName="font-mono text-sm"
        required
        {...field('body')}
      />
    </EditorWithPreview>
  )
}
