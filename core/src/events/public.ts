import { contactFieldErrors } from '../contact/model'
import { type CompanyEvent, eventPageText } from './model'

/**
 * Events and news posts as the public page and the staff pages show them (docs/events.md):
 * their shapes, words and addresses. No schema here, so the public page's bundle stays small;
 * the checks are in schema.ts.
 */

/** How an event's address looks: lower-case words joined by hyphens. */
export const eventSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** How far ahead an event may be planned. */
export const EVENT_MAX_YEARS_AHEAD = 3

/** Fewer places left than this and the card says how many. */
export const FEW_PLACES_LEFT = 10

export const eventLimits = {
  title: 120,
  description: 2000,
  location: 200,
  places: 100_000,
  newsSummary: 400,
  newsBody: 20_000,
} as const

export const eventFieldErrors = {
  title: 'Please enter a title.',
  titleTooLong: `Please keep the title under ${eventLimits.title + 1} characters.`,
  slug: 'Please use lower-case letters, numbers and hyphens only.',
  description: 'Please enter a description.',
  descriptionTooLong: `Please keep the description under ${eventLimits.description + 1} characters.`,
  date: 'Please enter a date (YYYY-MM-DD).',
  dateTooFar: `Please choose a date within ${EVENT_MAX_YEARS_AHEAD} years from today.`,
  startTime: 'Please enter a start time (HH:MM, 24-hour).',
  endTime: 'Please enter an end time (HH:MM, 24-hour).',
  endBeforeStart: 'The end time must be after the start time.',
  location: 'Please enter a location.',
  locationTooLong: `Please keep the location under ${eventLimits.location + 1} characters.`,
  places: `Please enter a whole number of places from 1 to ${eventLimits.places}, or leave it empty for no limit.`,
  placesBelowRegistered: (registered: number) =>
    `${registered} people have already registered: the number of places cannot be lower.`,
  version: 'Please reload the event and try again.',
  summary: 'Please enter a summary.',
  summaryTooLong: `Please keep the summary under ${eventLimits.newsSummary + 1} characters.`,
  body: 'Please enter the text of the post.',
  bodyTooLong: `Please keep the text under ${eventLimits.newsBody + 1} characters.`,
} as const

/** What a registration is told when the event cannot take it (the dialog shows the sentence). */
export const registrationRefusals = {
  unknown: contactFieldErrors.event,
  draft: 'This event has not been announced yet.',
  cancelled: 'This event has been cancelled.',
  closed: eventPageText.registrationClosed,
  full: 'This event is full.',
  past: eventPageText.registrationClosed,
} as const

export const eventStaffMessages = {
  changedMeanwhile:
    'Someone else saved this event while you were editing it. Reload it to see their change, then make yours again.',
  newsChangedMeanwhile:
    'Someone else saved this news post while you were editing it. Go back to the list to see their change, then make yours again.',
  slugTaken: 'Another event already uses this address.',
  notFound: 'There is no such event.',
  published: 'A published event keeps its address.',
} as const

/** Where an event stands for staff: a draft, published, or cancelled (published, then called off). */
export type EventState = 'draft' | 'published' | 'cancelled'

/** An event as the public page shows it: the facts, and what a visitor can still do. */
export interface PublicEvent extends CompanyEvent {
  /** Places left when the event has a limit; null when it has none. */
  placesLeft: number | null
  registrationOpen: boolean
  cancelled: boolean
}

/** An event as the staff pages see it. */
export interface StaffEvent extends PublicEvent {
  id: number
  state: EventState
  places: number | null
  registered: number
  version: number
  updatedAt: string
}

/** A published news post. */
export interface NewsPost {
  slug: string
  title: string
  date: string
  summary: string
  /** Markdown; rendered with raw HTML escaped. */
  body: string
}

/** What a public card says about places: how many are left when few remain, or that it is full. */
export function placesNotice(event: Pick<PublicEvent, 'placesLeft'>): string | undefined {
  if (event.placesLeft === null) return undefined
  if (event.placesLeft <= 0) return registrationRefusals.full
  if (event.placesLeft <= FEW_PLACES_LEFT) {
    return event.placesLeft === 1 ? '1 place left' : `${event.placesLeft} places left`
  }
  return undefined
}

/** An address from a title: "Open Day 2026!" → "open-day-2026". */
export function slugFromTitle(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'event'
  )
}

/** The staff API of events and news posts, and the public JSON of what is published. */
export const eventsApiPaths = {
  /** GET: every event with its registrations; POST EventInput: a new draft. */
  events: '/staff/api/events',
  /** PUT EventInput with its version: 409 with the current event when someone saved first. */
  event: (id: number | string) => `/staff/api/events/${encodeURIComponent(String(id))}`,
  /** POST { version }: publish, close or reopen registration, cancel. */
  action: (id: number | string, action: EventAction) =>
    `/staff/api/events/${encodeURIComponent(String(id))}/${action}`,
  /** GET: every news post; POST NewsPostInput: a new draft. */
  news: '/staff/api/news',
  /** PUT NewsPostInput with its version. */
  newsPost: (id: number | string) => `/staff/api/news/${encodeURIComponent(String(id))}`,
  /** POST { version }. */
  newsPublish: (id: number | string) => `/staff/api/news/${encodeURIComponent(String(id))}/publish`,
  /** GET: the published events and news, as the public page shows them. */
  published: '/api/news-events',
} as const

export const eventActions = ['publish', 'close', 'reopen', 'cancel'] as const
export type EventAction = (typeof eventActions)[number]

/** What the page and the feed read: the published events and news posts. */
export interface NewsEventsContent {
  events: PublicEvent[]
  news: NewsPost[]
}

/** The words of the staff Events room and its editor. */
export const eventEditorText = {
  heading: 'Events',
  lead: 'Create, publish and change the events on News & Events. Registrants are told of any change of date, time or place.',
  newEvent: 'New event',
  edit: 'Edit',
  publish: 'Publish',
  close: 'Close registration',
  reopen: 'Reopen registration',
  cancel: 'Cancel event',
  cancelConfirm: 'Cancel this event? Everyone registered will be e-mailed.',
  drafts: 'Drafts',
  upcoming: 'Upcoming',
  past: 'Past',
  none: 'None',
  registered: (count: number) => (count === 1 ? '1 registered' : `${count} registered`),
  stateLabels: { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' },
  title: 'Title',
  description: 'Description',
  date: 'Date',
  startTime: 'Starts (UK time, HH:MM)',
  endTime: 'Ends (UK time, HH:MM)',
  location: 'Location',
  places: 'Places',
  placesHint: 'Leave empty for no limit.',
  registrationOpen: 'Registration open',
  save: 'Save event',
  busy: 'Saving…',
  saved: 'Saved.',
  preview: 'Preview of the public card',
  closedNotice: eventPageText.registrationClosed,
  backToList: 'Back to the events',
  registrationsHeading: 'Registrations',
} as const

export type EventEditorText = typeof eventEditorText

/** The words of the news posts in the staff Events room and their editor. */
export const newsEditorText = {
  heading: 'News posts',
  lead: 'Write news posts in Markdown: a blank line starts a paragraph, **bold**, [a link](https://example.com), "- " starts a list. Raw HTML shows as text.',
  newPost: 'New news post',
  edit: 'Edit',
  publish: 'Publish',
  none: 'None',
  stateLabels: { draft: 'Draft', published: 'Published' },
  title: 'Title',
  date: 'Date',
  summary: 'Summary',
  summaryHint: 'One or two sentences, shown on the page above the text.',
  body: 'Text (Markdown)',
  save: 'Save news post',
  busy: 'Saving…',
  saved: 'Saved.',
  preview: 'Preview of the news post',
  backToList: 'Back to the events and news',
} as const

export type NewsEditorText = typeof newsEditorText
