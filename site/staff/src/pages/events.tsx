import {
  eventEditorText,
  eventRegistrationsAnswerSchema,
  type EventAction,
  eventsApiPaths,
  eventsByTiming,
  formatEventDate,
  formatEventTime,
  inboxApiPaths,
  inboxPageText,
  staffEventAnswerSchema,
  staffEventsAnswerSchema,
  staffPages,
  type EventRegistrations,
  type StaffEvent,
} from '@app/core'
import {
  Button,
  EventEditor,
  type EventEditorField,
  type EventEditorValues,
  EventRegistrationList,
  StaffPageHeading,
  StatusMessage,
} from '@app/ui'
import { useCallback, useEffect, useState } from 'react'
import { problemOf, StaffApiError, staffApi } from '../api'
import { queryOf } from '../inbox'
import { NewsPosts } from './news'
import { useRecordEditor } from '../use-record-editor'
import { useTitle } from '../use-title'

const text = inboxPageText
const words = eventEditorText
const registrationsOf = (slug: string) => queryOf({ kind: 'registration', event: slug })

const blank: EventEditorValues = {
  title: '',
  description: '',
  date: '',
  startTime: '',
  endTime: '',
  location: '',
  places: '',
  registrationOpen: true,
}

function valuesOf(event: StaffEvent): EventEditorValues {
  return {
    title: event.title,
    description: event.description,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    places: event.places === null ? '' : String(event.places),
    registrationOpen: event.registrationOpen,
  }
}

/** What the API takes: places as a number (or null), the version the edit started from. */
function payloadOf(values: EventEditorValues, version?: number) {
  const places = values.places.trim()
  return {
    ...values,
    places: places === '' ? null : Number(places),
    ...(version === undefined ? {} : { version }),
  }
}

const formatWhen = (values: EventEditorValues) => ({
  date: formatEventDate(values),
  time: formatEventTime(values),
})

/**
 * /staff/events (docs/events.md): the events, drafts first, then upcoming and past, each with
 * its registrations and what can be done with it; the editor with its live card; and, below,
 * the news posts with their editor, and the registrations per event with their CSV.
 */
export function EventsPage() {
  useTitle(words.heading)
  const [events, setEvents] = useState<readonly StaffEvent[] | undefined>()
  const [registrations, setRegistrations] = useState<readonly EventRegistrations[] | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | undefined>()

  const load = useCallback(() => {
    staffApi.get(eventsApiPaths.events, staffEventsAnswerSchema).then(
      (answer) => setEvents(answer.events),
      (caught: unknown) => setError(problemOf(caught).message),
    )
    staffApi.get(inboxApiPaths.eventRegistrations, eventRegistrationsAnswerSchema).then(
      (answer) => setRegistrations(answer.events),
      (caught: unknown) => setError(problemOf(caught).message),
    )
  }, [])
  useEffect(load, [load])

  const editor = useRecordEditor<StaffEvent, EventEditorValues, EventEditorField>({
    create: (values) =>
      staffApi.post(eventsApiPaths.events, payloadOf(values), staffEventAnswerSchema),
    update: (event, values) =>
      staffApi.put(
        eventsApiPaths.event(event.id),
        payloadOf(values, event.version),
        staffEventAnswerSchema,
      ),
    saved: () => {
      setNotice(words.saved)
      load()
    },
  })
  const { editing } = editor
  const open = (event: StaffEvent | 'new') => {
    setNotice(undefined)
    editor.open(event)
  }

  async function act(event: StaffEvent, action: EventAction) {
    if (action === 'cancel' && !window.confirm(words.cancelConfirm)) return
    setError(undefined)
    try {
      await staffApi.post(
        eventsApiPaths.action(event.id, action),
        { version: event.version },
        staffEventAnswerSchema,
      )
      setNotice(words.saved)
    } catch (caught) {
      setError(caught instanceof StaffApiError ? caught.message : problemOf(caught).message)
    }
    load()
  }

  if (editing) {
    return (
      <>
        <StaffPageHeading title={editing === 'new' ? words.newEvent : editing.title} />
        <Button variant="outline" className="mb-6" onClick={editor.close}>
          {words.backToList}
        </Button>
        <EventEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          text={words}
          initial={editing === 'new' ? blank : valuesOf(editing)}
          formatWhen={formatWhen}
          {...editor.form}
        />
      </>
    )
  }

  const drafts = (events ?? []).filter((event) => event.state === 'draft')
  const { upcoming, past } = eventsByTiming(
    new Date(),
    (events ?? []).filter((event) => event.state !== 'draft'),
  )
  const groups = [
    { heading: words.drafts, list: drafts },
    { heading: words.upcoming, list: upcoming },
    { heading: words.past, list: past },
  ]

  return (
    <>
      <StaffPageHeading title={words.heading} lead={words.lead} />
      <StatusMessage tone="error" className="*:mb-4">
        {error}
      </StatusMessage>
      <StatusMessage tone="success" className="*:mb-4">
        {notice}
      </StatusMessage>
      <Button className="mb-6" onClick={() => open('new')}>
        {words.newEvent}
      </Button>
      {events
        ? groups.map((group) => (
            <section key={group.heading} className="mb-8" aria-label={group.heading}>
              <h2 className="mb-3 text-lg font-bold text-brand-950">{group.heading}</h2>
              {group.list.length === 0 ? (
                <p className="text-slate-600">{words.none}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {group.list.map((event) => (
                    <li
                      key={event.id}
                      className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
                    >
                      <div className="min-w-60 flex-1">
                        <p className="font-semibold text-slate-900">{event.title}</p>
                        <p className="text-sm text-slate-600">
                          {formatEventDate(event)}, {formatEventTime(event)}, {event.location} ·{' '}
                          {words.stateLabels[event.state]} · {words.registered(event.registered)}
                          {event.places === null ? '' : ` / ${event.places}`}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => open(event)}
                        aria-label={`${words.edit}: ${event.title}`}
                      >
                        {words.edit}
                      </Button>
                      {event.state === 'draft' ? (
                        <Button size="sm" onClick={() => void act(event, 'publish')}>
                          {words.publish}
                        </Button>
                      ) : null}
                      {event.state === 'published' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            void act(event, event.registrationOpen ? 'close' : 'reopen')
                          }
                        >
                          {event.registrationOpen ? words.close : words.reopen}
                        </Button>
                      ) : null}
                      {event.state === 'published' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void act(event, 'cancel')}
                        >
                          {words.cancel}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))
        : null}
      <NewsPosts />
      <h2 className="mt-4 text-lg font-bold text-brand-950">{words.registrationsHeading}</h2>
      <p className="mb-4 text-slate-600">{text.eventsLead}</p>
      {registrations ? (
        <EventRegistrationList
          text={text}
          events={registrations}
          viewHref={(slug) => `${staffPages.inbox}${registrationsOf(slug)}`}
          csvHref={(slug) =>
            `${inboxApiPaths.eventRegistrationsCsv}?${new URLSearchParams({ event: slug })}`
          }
        />
      ) : null}
    </>
  )
}
