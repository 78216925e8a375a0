import type { EventEditorText } from '@app/core'
import type { ComponentProps } from 'react'
import { CheckboxField } from '../checkbox-field/checkbox-field'
import { DateField } from '../date-field/date-field'
import { EventCard } from '../event-card/event-card'
import { EditorWithPreview, useEditorFields } from '../form/editor-with-preview'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { TextAreaField } from '../text-area-field/text-area-field'
import { TextField } from '../text-field/text-field'

/** An event as the editor holds it: every field as typed (places '' for no limit). */
export interface EventEditorValues {
  title: string
  description: string
  date: string
  startTime: string
  endTime: string
  location: string
  places: string
  registrationOpen: boolean
}

export type EventEditorField = Exclude<keyof EventEditorValues, 'registrationOpen'>

export type EventEditorProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  text: EventEditorText
  /** The event as it was loaded; empty fields for a new one. */
  initial: EventEditorValues
  /** The card's date and time as the public page writes them, e.g. "Thursday 18 March 2027". */
  formatWhen: (values: EventEditorValues) => { date: string; time: string }
  onSubmit: (values: EventEditorValues) => void
  status: StaffFormStatus
  /** The sentence shown (as an alert) when saving failed, e.g. someone else saved first. */
  errorMessage?: string
  /** The server's messages per field; focus moves to the first after each attempt. */
  errors?: Partial<Record<EventEditorField, string>>
}

const fields: readonly EventEditorField[] = [
  'title',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'places',
]

/**
 * The staff editor of an event, with the card as the public page will show it beside the
 * form, following every keystroke.
 */
export function EventEditor({
  text,
  initial,
  formatWhen,
  onSubmit,
  errors,
  ...props
}: EventEditorProps) {
  const { values, setValues, field, attempted } = useEditorFields(initial, fields, errors)
  let when = { date: values.date, time: `${values.startTime}–${values.endTime}` }
  try {
    when = formatWhen(values)
  } catch {
    // Half-typed dates and times are shown as typed.
  }

  return (
    <EditorWithPreview
      text={text}
      columnsClassName="lg:grid-cols-[minmax(0,1fr)_22rem]"
      onSubmit={() => {
        attempted()
        onSubmit(values)
      }}
      preview={
        <EventCard
          title={values.title}
          description={values.description}
          date={when.date}
          time={when.time}
          location={values.location}
          status={values.registrationOpen ? 'upcoming' : 'closed'}
          notice={values.registrationOpen ? undefined : text.closedNotice}
          headingLevel="h3"
        />
      }
      {...props}
    >
      <TextField label={text.title} required {...field('title')} />
      <TextAreaField label={text.description} rows={4} required {...field('description')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <DateField label={text.date} required {...field('date')} />
        <TextField label={text.startTime} inputMode="numeric" required {...field('startTime')} />
        <TextField label={text.endTime} inputMode="numeric" required {...field('endTime')} />
      </div>
      <TextField label={text.location} required {...field('location')} />
      <TextField
        label={text.places}
        hint={text.placesHint}
        inputMode="numeric"
        {...field('places')}
      />
      <CheckboxField
        name="registrationOpen"
        label={text.registrationOpen}
        checked={values.registrationOpen}
        onChange={(event) => {
          const { checked } = event.target
          setValues((current) => ({ ...current, registrationOpen: checked }))
        }}
      />
    </EditorWithPreview>
  )
}
