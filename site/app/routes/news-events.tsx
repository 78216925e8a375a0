import { useState } from 'react'
import {
  contactForms,
  eventMessages,
  events,
  formatEventDate,
  formatEventTime,
  HONEYPOT_FIELD,
  pages,
  type CompanyEvent,
  type ContactFormValues,
} from '@app/core'
import { ButtonLink, EventCard, EventRegistrationDialog, PageHeader, StatusMessage } from '@app/ui'
import { Rss } from 'lucide-react'
import { JsonLd } from '../components/json-ld'
import { PageSection } from '../components/page-section'
import { pageMeta } from '../lib/meta'
import { eventLd } from '../lib/structured-data'
import { useContactSubmission } from '../lib/use-contact-submission'

export const meta = () => pageMeta(pages.newsEvents)

/**
 * Register Now opens the dialog for that event; a registration is a contact enquiry whose
 * message starts with the event's title. Success closes and clears the dialog and is
 * announced on the page; a failure keeps the dialog open with what was typed (docs/product.md#forms).
 */
export default function NewsEvents() {
  // The event stays set while the dialog closes, so its title does not vanish mid-transition.
  const [event, setEvent] = useState<CompanyEvent>(events[0])
  const [open, setOpen] = useState(false)
  // Mounted at the first Register Now: the closed dialog would otherwise put markup with an
  // inline style into the prerendered page, which the strict CSP refuses (a console error).
  const [dialogMounted, setDialogMounted] = useState(false)
  const [registered, setRegistered] = useState(false)
  const registration = useContactSubmission(contactForms.eventRegistration(event))

  function openFor(chosen: CompanyEvent) {
    registration.reset()
    setRegistered(false)
    setEvent(chosen)
    setDialogMounted(true)
    setOpen(true)
  }

  async function register(values: ContactFormValues, honeypot: string) {
    const outcome = await registration.submit(values, honeypot)
    if (outcome.status === 'sent') {
      setOpen(false)
      setRegistered(true)
    }
  }

  return (
    <>
      {events.map((item) => (
        <JsonLd key={item.slug} data={eventLd(item)} />
      ))}
      <PageHeader
        eyebrow="What's on"
        title="News & Events"
        lead="Meet our team, universities, employers and other students at our events across the UK. Register below to reserve your place."
      />

      <PageSection
        id="events"
        eyebrow="Events"
        title="Our events"
        lead="Choose an event and register with your name, e-mail address and phone number."
        aside={
          <ButtonLink href="/rss" variant="outline">
            <Rss aria-hidden="true" />
            Follow by RSS
          </ButtonLink>
        }
      >
        <StatusMessage tone="success" className="not-empty:mb-8">
          {registered ? eventMessages.sent : ''}
        </StatusMessage>
        <ul className="grid gap-6 lg:grid-cols-3">
          {events.map((item) => (
            <li key={item.slug} id={item.slug} className="flex scroll-mt-24">
              <EventCard
                className="w-full"
                title={item.title}
                description={item.description}
                date={formatEventDate(item)}
                time={formatEventTime(item)}
                location={item.location}
                onRegister={() => openFor(item)}
              />
            </li>
          ))}
        </ul>
      </PageSection>

      {dialogMounted ? (
        <EventRegistrationDialog
          open={open}
          eventTitle={event.title}
          onClose={() => setOpen(false)}
          onSubmit={register}
          status={registration.status}
          errors={registration.errors}
          honeypotName={HONEYPOT_FIELD}
          failedMessage={eventMessages.failed}
          description={`${formatEventDate(event)}, ${formatEventTime(event)}, ${event.location}. Leave your details and our team will be in touch about this event.`}
        />
      ) : null}
    </>
  )
}
