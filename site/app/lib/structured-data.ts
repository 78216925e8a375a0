/**
 * schema.org descriptions of the company, its courses and its events (docs/product.md#pages-and-routes), built from core/.
 * The build does not know the public origin, so addresses are paths: JSON-LD resolves them
 * against the page's own address (`url` is an `@id` in the schema.org context).
 */
import {
  brand,
  coursePagePath,
  coursePrices,
  eventEndIso,
  eventStartIso,
  type CompanyEvent,
  type CourseDetails,
  type CourseSummary,
} from '@app/core'
import type {
  Course as CourseLd,
  Event as EventLd,
  ItemList,
  Organization,
  PostalAddress,
  WithContext,
} from 'schema-dts'

const headOffice: PostalAddress = {
  '@type': 'PostalAddress',
  streetAddress: brand.headOffice.streetAddress,
  addressLocality: brand.headOffice.locality,
  postalCode: brand.headOffice.postalCode,
  addressCountry: 'GB',
}

/** The company as a provider or organiser inside another item. */
const provider: Organization = {
  '@type': 'Organization',
  name: brand.name,
  url: '/',
}

export function organizationLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    slogan: brand.tagline,
    description: brand.about,
    url: '/',
    logo: '/favicon.svg',
    email: brand.email,
    telephone: brand.phone.href.replace(/^tel:/, ''),
    address: headOffice,
    sameAs: brand.social.map((link) => link.href),
  }
}

function courseItem(course: CourseSummary): CourseLd {
  return {
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    url: coursePagePath(course),
    provider,
  }
}

/** One course with its prices by duration, when it is sold online. */
export function courseLd(
  course: CourseSummary & Pick<CourseDetails, 'outcomes'>,
): WithContext<CourseLd> {
  const prices = coursePrices(course)
  return {
    '@context': 'https://schema.org',
    ...courseItem(course),
    educationalLevel: course.level,
    teaches: [...course.outcomes],
    ...(prices.length > 0
      ? {
          offers: prices.map(({ duration, pricePence }) => ({
            '@type': 'Offer' as const,
            name: duration.label,
            category: 'Paid',
            price: (pricePence / 100).toFixed(2),
            priceCurrency: 'GBP',
          })),
        }
      : {}),
  }
}

/** The course list of /courses. */
export function courseListLd(list: readonly CourseSummary[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Courses from ${brand.name}`,
    numberOfItems: list.length,
    itemListElement: list.map((course, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      item: courseItem(course),
    })),
  }
}

/** An event of News & Events, with its start and end in UK time and its city. */
export function eventLd(event: CompanyEvent & { cancelled?: boolean }): WithContext<EventLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: eventStartIso(event),
    endDate: eventEndIso(event),
    eventStatus: event.cancelled
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `/news-events#${event.slug}`,
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', addressLocality: event.location, addressCountry: 'GB' },
    },
    organizer: provider,
  }
}
