import { useState } from 'react'
import {
  eventMessages,
  eventPageText,
  events,
  eventsByTiming,
  formatEventDate,
  formatEventTime,
  formNotices,
  legalNoticeLinks,
  pages,
  type NewsEventsContent,
  placesNotice,
  type PublicEvent,
  registrationRefusals,
} from '@app/core'
import {
  ButtonLink,
  EventCard,
  EventsIllustration,
  FormNotice,
  PageHeader,
  PageSection,
} from '@app/ui'
import { CalendarX2, Mail, Rss } from 'lucide-react'
import {
  EventRegistrationDialogOnDemand,
  preloadEventRegistrationDialog,
} from '../features/events/registration-dialog'
import { JsonLd, jsonLdText } from '../components/json-ld'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { eventLd } from '../lib/structured-data'
import { useNow } from '../lib/use-now'
import { renderNewsMarkdown } from '../features/events/news-markdown.server'
import type { Route } from './+types/news-events'

export const meta = metaFromPageData

function eventFacts(event: PublicEvent) {
  return {
    title: event.title,
    description: event.description,
    date: formatEventDate(event),
    time: formatEventTime(event),
    location: event.location,
  }
}

/**
 * Upcoming events take registrations; past ones say they have taken place
 * (docs/product.md#events). Which is which is decided by the date: the build's in the
 * prerendered page, the visitor's clock once the page has hydrated.
 *
 * Register Now opens the dialog for that event; a registration is a contact enquiry whose
 * message starts with the event's title. Success closes and clears the dialog and thanks the
 * visitor on the event's card, where the focus returns; a failure keeps the dialog open with
 * what was typed (docs/product.md#forms).
 */
/**
 * The events, their schema.org descriptions and the registration notice, read when the page is prerendered
 * (docs/product.md#speed).
 */
export const loader = ({ context }: Route.LoaderArgs) => {
  // The server renders the page with what is published now (docs/events.md); the build, with the
  // seeded programme.
  const published = (context as { newsEvents?: NewsEventsContent } | undefined)?.newsEvents
  const list: PublicEvent[] =
    published?.events ??
    events.map((event) => ({
      ...event,
      placesLeft: null,
      registrationOpen: true,
      cancelled: false,
    }))
  return {
    ...pageData('newsEvents'),
    events: list,
    news: (published?.news ?? []).map((post) => ({
      slug: post.slug,
      title: post.title,
      date: formatEventDate(post),
      summary: post.summary,
      html: renderNewsMarkdown(post.body),
    })),
    notice: { text: formNotices.registration, links: [legalNoticeLinks.privacy] },
    structuredData: list.map((event) => jsonLdText(eventLd(event))),
  }
}

/** How an upcoming card stands: open, closed (full or by staff) or cancelled, and what it says. */
function cardState(event: PublicEvent) {
  const places = placesNotice(event)
  if (event.cancelled)
    return { status: 'cancelled' as const, notice: registrationRefusals.cancelled }
  if (event.placesLeft === 0) return { status: 'closed' as const, notice: places }
  if (!event.registrationOpen)
    return { status: 'closed' as const, notice: registrationRefusals.closed }
  return { status: 'upcoming' as const, notice: places }
}

export default function NewsEvents({
  loaderData: { events, news, notice, structuredData },
}: Route.ComponentProps) {
  const now = useNow()
  const { upcoming, past } = eventsByTiming(now, events)
  // The event stays set while the dialog closes, so its title does not vanish mid-transition.
  const [event, setEvent] = useState<PublicEvent>(events[0]!)
  const [open, setOpen] = useState(false)
  // Mounted at the first Register Now: the closed dialog would otherwise put markup with an
  // inline style into the prerendered page, which the strict CSP refuses (a console error). Its
  // code loads then too, or earlier on the way to the button (see event-registration-dialog.tsx).
  const [dialogMounted, setDialogMounted] = useState(false)
  const [registeredFor, setRegisteredFor] = useState<string | undefined>(undefined)
  // Each opening is a fresh form: what a visitor typed and cancelled is not kept.
  const [opening, setOpening] = useState(0)

  function openFor(chosen: PublicEvent) {
    setRegisteredFor(undefined)
    setEvent(chosen)
    setOpening((count) => count + 1)
    setDialogMounted(true)
    setOpen(true)
  }

  return (
    <>
      {structuredData.map((item, index) => (
        <JsonLd key={events[index]?.slug} text={item} />
      ))}
      <PageHeader
        eyebrow="What's on"
        title="News & Events"
        lead="Meet our team, universities, employers and other students at our events across the UK."
        illustration={<EventsIllustration />}
      />

      {news.length > 0 ? (
        <PageSection id="news" eyebrow="News" title="Latest news">
          <ul className="grid gap-6 lg:grid-cols-2">
            {news.map((post) => (
              <li key={post.slug} id={post.slug} className="scroll-mt-24">
                <article className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                  <h3 className="text-xl font-bold tracking-tight text-brand-950">{post.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{post.date}</p>
                  <p className="mt-3 font-medium text-slate-800">{post.summary}</p>
                  <div
                    className="mt-3 leading-relaxed text-slate-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&>*+*]:mt-3"
                    // Markdown rendered by the server with raw HTML escaped (docs/events.md).
                    dangerouslySetInnerHTML={{ __html: post.html }}
                  />
                </article>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <PageSection
        id="events"
        eyebrow="Events"
        title="Upcoming events"
        lead={
          upcoming.length > 0
            ? 'Choose an event and register with your name, e-mail address and phone number to reserve your place.'
            : undefined
        }
        aside={
          // With nothing upcoming, the empty programme below offers the feed itself.
          upcoming.length > 0 ? (
            <ButtonLink href="/rss" variant="outline">
              <Rss aria-hidden="true" />
              Follow by RSS
            </ButtonLink>
          ) : undefined
        }
      >
        {upcoming.length > 0 ? (
          <ul
            className="grid gap-6 lg:grid-cols-3"
            // The dialog's code starts loading when a visitor heads for a Register Now.
            onPointerEnter={preloadEventRegistrationDialog}
            onFocus={preloadEventRegistrationDialog}
          >
            {upcoming.map((item) => (
              <li key={item.slug} id={item.slug} className="flex scroll-mt-24">
                <EventCard
                  className="w-full"
                  {...eventFacts(item)}
                  {...cardState(item)}
                  onRegister={() => openFor(item)}
                  confirmation={registeredFor === item.slug ? eventMessages.sent : undefined}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-5 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 sm:flex-row sm:p-8">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
            >
              <CalendarX2 className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-bold tracking-tight text-brand-950">
                {eventPageText.noUpcomingTitle}
              </h3>
              <p className="mt-2 max-w-2xl leading-relaxed text-slate-700">
                {eventPageText.noUpcomingText}
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <ButtonLink href="/rss">
                  <Rss aria-hidden="true" />
                  Follow by RSS
                </ButtonLink>
                <ButtonLink href={pages.contact.path} variant="outline">
                  <Mail aria-hidden="true" />
                  Contact us
                </ButtonLink>
              </div>
            </div>
          </div>
        )}
      </PageSection>

      {past.length > 0 ? (
        <PageSection
          id="past-events"
          tone="muted"
          eyebrow="Archive"
          title={eventPageText.pastHeading}
          lead={eventPageText.pastLead}
        >
          <ul className="grid gap-6 lg:grid-cols-3">
            {past.map((item) => (
              <li key={item.slug} id={item.slug} className="flex scroll-mt-24">
                <EventCard
                  className="w-full"
                  {...eventFacts(item)}
                  status="past"
                  pastNotice={eventPageText.pastNotice}
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {dialogMounted ? (
        <EventRegistrationDialogOnDemand
          key={opening}
          open={open}
          event={event}
          onClose={() => setOpen(false)}
          onRegistered={() => {
            setOpen(false)
            setRegisteredFor(event.slug)
          }}
          description={`${formatEventDate(event)}, ${formatEventTime(event)}, ${event.location}. Leave your details and our team will be in touch about this event.`}
          notice={<FormNotice text={notice.text} links={notice.links} />}
        />
      ) : null}
    </>
  )
}
