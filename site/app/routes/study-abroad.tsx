import { destinations } from '@app/core'
import {
  ButtonLink,
  DestinationCard,
  PageHeader,
  PageSection,
  StudyAbroadIllustration,
} from '@app/ui'
import { CalendarClock } from 'lucide-react'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/study-abroad'

export const meta = metaFromPageData

/** The destinations, read when the page is prerendered (docs/product.md#speed). */
export const loader = () => ({ ...pageData('studyAbroad'), destinations })

export default function StudyAbroad({ loaderData: { destinations } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Study-abroad guidance"
        title="Study Abroad"
        lead="Honest, practical guidance on studying in five of the most popular destinations for international students — from choosing a university to your visa and first weeks abroad."
        illustration={<StudyAbroadIllustration />}
      />

      <PageSection
        id="destinations"
        eyebrow="Destinations"
        title="Where would you like to study?"
        lead="Tell us which country interests you and we will talk you through universities, entry requirements, costs and the application timeline."
      >
        <div className="mb-10 flex gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:p-6">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
          >
            <CalendarClock className="size-6" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-brand-950">Programmes Coming Soon</h3>
            <p className="mt-1 text-slate-700">
              We are preparing detailed programme listings for each destination. Until they are
              published, contact us for one-to-one advice on courses and universities in the country
              you have in mind.
            </p>
          </div>
        </div>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {destinations.map((destination) => (
            <li key={destination.code} className="flex">
              <DestinationCard
                className="w-full"
                countryCode={destination.code}
                name={destination.name}
                description={destination.description}
                highlights={destination.highlights}
                action={
                  <ButtonLink href="/contact" variant="outline">
                    Explore Programs<span className="sr-only">: {destination.name}</span>
                  </ButtonLink>
                }
              />
            </li>
          ))}
          <li className="flex">
            <div className="relative isolate flex w-full flex-col justify-center overflow-hidden rounded-2xl bg-brand-950 p-6 text-white shadow-card sm:p-8">
              <div
                aria-hidden="true"
                className="absolute -top-20 -right-16 -z-10 size-64 rounded-full bg-brand-600/40 blur-3xl"
              />
              <h3 className="text-2xl font-bold tracking-tight">Not sure where to start?</h3>
              <p className="mt-3 text-lg leading-relaxed text-brand-100">
                Talk to one of our advisers: we will help you compare countries, courses and costs
                before you apply.
              </p>
              <div className="mt-8">
                <ButtonLink href="/contact" variant="secondary" size="lg">
                  Talk to an adviser
                </ButtonLink>
              </div>
            </div>
          </li>
        </ul>
      </PageSection>
    </>
  )
}
