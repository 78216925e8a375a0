import {
  eventRegistrationsAnswerSchema,
  inboxApiPaths,
  inboxPageText,
  staffPages,
  type EventRegistrations,
} from '@app/core'
import { EventRegistrationList, StaffPageHeading, StatusMessage } from '@app/ui'
import { useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { queryOf } from '../inbox'
import { useTitle } from '../use-title'

const text = inboxPageText
const registrationsOf = (slug: string) => queryOf({ kind: 'registration', event: slug })

/** /staff/events: each event and how many registered, leading to the list and its CSV. */
export function EventsPage() {
  useTitle(text.eventsHeading)
  const [events, setEvents] = useState<readonly EventRegistrations[] | undefined>()
  const [error, setError] = useState<string | undefined>()

  useEffect(() => {
    let current = true
    staffApi.get(inboxApiPaths.eventRegistrations, eventRegistrationsAnswerSchema).then(
      (answer) => {
        if (current) setEvents(answer.events)
      },
      (caught: unknown) => {
        if (current) setError(problemOf(caught).message)
      },
    )
    return () => {
      current = false
    }
  }, [])

  return (
    <>
      <StaffPageHeading title={text.eventsHeading} lead={text.eventsLead} />
      <StatusMessage tone="error" className="*:mb-4">
        {error}
      </StatusMessage>
      {events ? (
        <EventRegistrationList
          text={text}
          events={events}
          viewHref={(slug) => `${staffPages.inbox}${registrationsOf(slug)}`}
          csvHref={(slug) =>
            `${inboxApiPaths.eventRegistrationsCsv}?${new URLSearchParams({ event: slug })}`
          }
        />
      ) : null}
    </>
  )
}
