import { about } from '@app/core'
import {
  ButtonLink,
  CallToAction,
  Container,
  FeatureCard,
  PageHeader,
  PageSection,
  reasonIcon,
  StatList,
  TeamIllustration,
} from '@app/ui'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/about'

export const meta = metaFromPageData

/**
 * The page's texts, read when the page is prerendered: they reach the browser inside the page
 * (and as /about.data on client navigation) rather than in its JavaScript
 * (docs/product.md#speed).
 */
export const loader = () => ({ ...pageData('about'), about })

export default function About({ loaderData: { about } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Our mission"
        title="About Us"
        lead={about.mission}
        illustration={<TeamIllustration />}
      />

      <PageSection id="our-story" eyebrow="Our story" title="Who we are">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="max-w-prose space-y-5 text-lg leading-relaxed text-pretty text-slate-700">
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StatList items={about.stats} wideColumns={2} />
        </div>
      </PageSection>

      <PageSection
        id="why-choose-us"
        tone="muted"
        eyebrow="Why choose us"
        title="Reasons students and businesses choose us"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {about.reasons.map((reason) => (
            <li key={reason.title} className="flex">
              <FeatureCard
                className="w-full"
                icon={reasonIcon(reason.icon)}
                title={reason.title}
                description={reason.text}
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <Container className="py-16 sm:py-20 lg:py-24">
        <CallToAction
          title="Talk to us about your next step"
          text="A course, a place at university abroad or a new website — tell us what you have in mind and we will reply within one working day."
          actions={
            <>
              <ButtonLink href="/contact" variant="secondary" size="lg">
                Contact Us
              </ButtonLink>
              <ButtonLink href="/courses" variant="inverse-outline" size="lg">
                Browse courses
              </ButtonLink>
            </>
          }
        />
      </Container>
    </>
  )
}
