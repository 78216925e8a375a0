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

/**
 * The home page below the site's header: the hero, the programmes' carousel, what we do, the IT
 * offerings, the enterprise options and Quick Contact. The / route and the home template both
 * render it.
 */
export function HomePage({ quickContact, ...content }: HomePageProps) {
  const { text } = content
  return (
    <>
      <Hero
        eyebrow={content.tagline}
        title={text.hero.title}
        lead={text.hero.lead}
        actions={
          <>
            <ButtonLink href={text.hero.contact.href} variant="secondary" size="lg">
              {text.hero.contact.label}
            </ButtonLink>
            <ButtonLink href={text.hero.itServices.href} variant="inverse-outline" size="lg">
              {text.hero.itServices.label}
            </ButtonLink>
          </>
        }
      />

      <PageSection
        id="programmes"
        eyebrow={text.programmes.eyebrow}
        title={text.programmes.title}
        lead={text.programmes.lead}
        aside={
          <ButtonLink href={text.programmes.allCourses.href} variant="outline">
            {text.programmes.allCourses.label}
          </ButtonLink>
        }
      >
        <Carousel
          label={text.programmes.carouselLabel}
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
        eyebrow={text.highlights.eyebrow}
        title={text.highlights.title}
        lead={text.highlights.lead}
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
                linkLabel={text.highlights.linkLabel}
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="it-web-services"
        eyebrow={text.webServices.eyebrow}
        title={text.webServices.title}
        lead={text.webServices.lead}
        aside={
          <ButtonLink href={text.webServices.request.href} variant="secondary" size="lg">
            {text.webServices.request.label}
          </ButtonLink>
        }
      >
        <WebServiceCards services={content.webServices} />
      </PageSection>

      <PageSection
        id="sample-projects"
        tone="muted"
        eyebrow={text.sampleProjects.eyebrow}
        title={text.sampleProjects.title}
        lead={text.sampleProjects.lead}
      >
        <SampleProjectCards
          projects={content.sampleProjects}
          className="sm:grid-cols-2 xl:grid-cols-4"
        />
      </PageSection>

      <PageSection
        id="premium-services"
        eyebrow={text.premiumServices.eyebrow}
        title={text.premiumServices.title}
        lead={text.premiumServices.lead}
      >
        <PremiumServiceCards services={content.premiumServices} />
      </PageSection>

      <PageSection
        id="enterprise"
        tone="brand"
        eyebrow={text.enterprise.eyebrow}
        title={text.enterprise.title}
        lead={text.enterprise.lead}
      >
        <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-card sm:p-8 lg:p-10">
          <CheckList items={content.enterpriseOptions} columns={2} />
          <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-600">{text.enterprise.prompt}</p>
            <ButtonLink href={text.enterprise.discuss.href}>
              {text.enterprise.discuss.label}
            </ButtonLink>
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
              eyebrow={text.quickContact.eyebrow}
              title={text.quickContact.title}
              lead={text.quickContact.lead}
            />
            <dl className="mt-8 grid gap-4 text-slate-700 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  {text.quickContact.callUs}
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
                  {text.quickContact.officeHours}
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
              aria-label={text.quickContact.formLabel}
              variant="compact"
              {...quickContact}
              messageRequired
              placeholders={text.quickContact.placeholders}
              notice={<FormNotice text={content.notice.text} links={content.notice.links} />}
            />
          </div>
        </Container>
      </section>
    </>
  )
}
