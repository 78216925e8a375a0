import type { EventEditorText } from '@app/core'
import { Save } from 'lucide-react'
import { useRef, useState, type ComponentProps } from 'react'
import { CheckboxField } from '../checkbox-field/checkbox-field'
import { DateField } from '../date-field/date-field'
import { EventCard } from '../event-card/event-card'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
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
  status,
  errorMessage,
  errors,
  className,
  ...props
}: EventEditorProps) {
  const [values, setValues] = useState<EventEditorValues>(initial)
  const titleRef = useRef<HTMLInputElement>(null)
  const descriptionRef = useRef<HTMLTextAreaElement>(null)
  const dateRef = useRef<HTMLInputElement>(null)
  const startTimeRef = useRef<HTMLInputElement>(null)
  const endTimeRef = useRef<HTMLInputElement>(null)
  const locationRef = useRef<HTMLInputElement>(null)
  const placesRef = useRef<HTMLInputElement>(null)
  const attempted = useFocusFirstError(() => {
    const refs = {
      title: titleRef,
      description: descriptionRef,
      date: dateRef,
      startTime: startTimeRef,
      endTime: endTimeRef,
      location: locationRef,
      places: placesRef,
    }
    const first = fields.find((field) => errors?.[field])
    return first ? refs[first].current : null
  })
  const update = (field: EventEditorField) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }
  let when = { date: values.date, time: `${values.startTime}–${values.endTime}` }
  try {
    when = formatWhen(values)
  } catch {
    // Half-typed dates and times are shown as typed.
  }

  return (
    <div className={cn('grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]', className)}>
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
        <TextAreaField
          ref={descriptionRef}
          name="description"
          label={text.description}
          value={values.description}
          onChange={update('description')}
          error={errors?.description}
          rows={4}
          required
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <DateField
            ref={dateRef}
            name="date"
            label={text.date}
            value={values.date}
            onChange={update('date')}
            error={errors?.date}
            required
          />
          <TextField
            ref={startTimeRef}
            name="startTime"
            label={text.startTime}
            value={values.startTime}
            onChange={update('startTime')}
            error={errors?.startTime}
            inputMode="numeric"
            required
          />
          <TextField
            ref={endTimeRef}
            name="endTime"
            label={text.endTime}
            value={values.endTime}
            onChange={update('endTime')}
            error={errors?.endTime}
            inputMode="numeric"
            required
          />
        </div>
        <TextField
          ref={locationRef}
          name="location"
          label={text.location}
          value={values.location}
          onChange={update('location')}
          error={errors?.location}
          required
        />
        <TextField
          ref={placesRef}
          name="places"
          label={text.places}
          hint={text.placesHint}
          value={values.places}
          onChange={update('places')}
          error={errors?.places}
          inputMode="numeric"
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
        <StatusMessage tone="error">{status === 'failed' ? errorMessage : undefined}</StatusMessage>
        <div>
          <SubmitButton icon={<Save aria-hidden="true" />} busyLabel={text.busy}>
            {text.save}
          </SubmitButton>
        </div>
      </Form>
      <section aria-label={text.preview} className="flex flex-col gap-3 self-start">
        <h2 className="text-sm font-semibold text-slate-600">{text.preview}</h2>
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
      </section>
    </div>
  )
}
