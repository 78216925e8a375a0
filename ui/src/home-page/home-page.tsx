import type { HomePageContent } from '@app/core'
import { ButtonLink } from '../button/button'
import { Carousel } from '../carousel/carousel'
import { CheckList } from '../check-list/check-list'
import { ContactForm, type ContactFormProps } from '../contact-form/contact-form'
import { Container } from '../container/container'
import { FeatureCard } from '../feature-card/feature-card'
import { FormNotice } from '../form-notice/form-notice'
import { Hero } from '../hero/hero'
import { highlightIcon } from '../icon-sets/highlight-icons'
import {
  PremiumServiceCards,
  SampleProjectCards,
  WebServiceCards,
} from '../it-offerings/it-offerings'
import { PageSection } from '../page-section/page-section'
import { ProgrammeSlide } from '../programme-slide/programme-slide'
import { SectionHeading } from '../section-heading/section-heading'

export interface HomePageProps extends HomePageContent {
  /** The Quick Contact form's state and handlers, from the page that sends it. */
  quickContact: Pick<
    ContactFormProps,
    'onSubmit' | 'status' | 'errors' | 'messages' | 'honeypotName'
  >
}

const quickContactPlaceholders = {
  name: 'Name (required)',
  email: 'Email (required)',
  phone: 'Phone (required)',
  message: 'How can we help?',
}

/**
 * The home page below the site's header: the hero, the programmes' carousel, what we do, the IT
 * offerings, the enterprise options and Quick Contact. The / route and the home template both
 * render it.
 */
export function HomePage({ quickContact, ...content }: HomePageProps) {
  return (
    <>
      <Hero
        eyebrow={content.tagline}
        title="Study abroad, learn in-demand IT skills, and grow your business online"
        lead="From university guidance and live evening courses in SAP, AI, data and cybersecurity to websites and IT consultancy for businesses — one experienced team in Northampton."
        actions={
          <>
            <ButtonLink href="/contact" variant="secondary" size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink href="/it-services" variant="inverse-outline" size="lg">
              Explore IT Services
            </ButtonLink>
          </>
        }
      />

      <PageSection
        id="programmes"
        eyebrow="Our programmes"
        title="Live courses in the skills employers ask for"
        lead="Small classes on weekday evenings and weekend mornings, so you can learn alongside work or study."
        aside={
          <ButtonLink href="/courses" variant="outline">
            View all courses
          </ButtonLink>
        }
      >
        <Carousel
          label="Featured programmes"
          autoplayMs={content.carousel.timing.autoplayMs}
          transitionMs={content.carousel.timing.transitionMs}
        >
          {content.carousel.programmes.map((programme) => (
            <ProgrammeSlide
              key={programme.slug}
              title={programme.title}
              summary={programme.summary}
              href={programme.href}
              topic={programme.topic}
              facts={programme.facts}
            />
          ))}
        </Carousel>
      </PageSection>

      <PageSection
        id="highlights"
        tone="muted"
        eyebrow="What we do"
        title="Education and IT under one roof"
        lead="Whether you are planning your studies, building your skills or growing a business, start here."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.highlights.map((highlight) => (
            <li key={highlight.href} className="flex">
              <FeatureCard
                className="w-full"
                icon={highlightIcon(highlight.icon)}
                title={highlight.title}
                description={highlight.text}
                href={highlight.href}
                linkLabel="Learn more"
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="it-web-services"
        eyebrow="IT & Web Services"
        title="Websites and IT support for growing businesses"
        lead="From a fast, simple website to a full web application and ongoing IT advice — with clear prices up front."
        aside={
          <ButtonLink href="/contact" variant="secondary" size="lg">
            Request IT Services
          </ButtonLink>
        }
      >
        <WebServiceCards services={content.webServices} />
      </PageSection>

      <PageSection
        id="sample-projects"
        tone="muted"
        eyebrow="Sample projects"
        title="The kind of work we build"
        lead="Illustrative examples of the websites and applications we design and develop for clients."
      >
        <SampleProjectCards
          projects={content.sampleProjects}
          className="sm:grid-cols-2 xl:grid-cols-4"
        />
      </PageSection>

      <PageSection
        id="premium-services"
        eyebrow="Premium services"
        title="Support and expertise for established businesses"
        lead="Long-term maintenance, cloud, security and transformation work, scoped with you and priced clearly."
      >
        <PremiumServiceCards services={content.premiumServices} />
      </PageSection>

      <PageSection
        id="enterprise"
        tone="brand"
        eyebrow="Enterprise"
        title="Options for larger organisations"
        lead="Need more than a single project? We can shape a service around your teams, systems and budget."
      >
        <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-card sm:p-8 lg:p-10">
          <CheckList items={content.enterpriseOptions} columns={2} />
          <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-600">
              Tell us what you need and we will suggest the right option.
            </p>
            <ButtonLink href="/contact">Discuss your requirements</ButtonLink>
          </div>
        </div>
      </PageSection>

      <section
        aria-labelledby="quick-contact-heading"
        className="bg-slate-50 py-16 sm:py-20 lg:py-24"
      >
        <Container className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <SectionHeading
              id="quick-contact-heading"
              eyebrow="Quick Contact"
              title="Have a question? We reply within one working day."
              lead="Tell us what you are looking for — a course, study-abroad advice or an IT project — and the right person will get back to you."
            />
            <dl className="mt-8 grid gap-4 text-slate-700 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  Call us
                </dt>
                <dd className="mt-1">
                  <a
                    className="font-medium text-brand-700 hover:underline"
                    href={content.phone.href}
                  >
                    {content.phone.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  Office hours
                </dt>
                {content.officeHours.map((timing) => (
                  <dd key={timing.days} className="mt-1">
                    {timing.days}, {timing.hours}
                  </dd>
                ))}
              </div>
            </dl>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
            <ContactForm
              aria-label="Quick Contact"
              variant="compact"
              {...quickContact}
              messageRequired
              placeholders={quickContactPlaceholders}
              notice={<FormNotice text={content.notice.text} links={content.notice.links} />}
            />
          </div>
        </Container>
      </section>
    </>
  )
}
