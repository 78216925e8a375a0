import { enterpriseOptions, formatPriceRange, itOfferingCards, itPricing } from '@app/core'
import {
  ButtonLink,
  CallToAction,
  CheckList,
  Container,
  ItServicesIllustration,
  PageHeader,
  PageSection,
  PremiumServiceCards,
  PricingTable,
  SampleProjectCards,
  WebServiceCards,
} from '@app/ui'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/it-services'

export const meta = metaFromPageData

/**
 * The page's content, read when the page is prerendered: the offerings, prices and enterprise
 * options reach the browser inside the page rather than in its JavaScript (docs/product.md#speed).
 */
export const loader = () => ({
  ...pageData('itServices'),
  offerings: itOfferingCards(),
  pricingRows: itPricing.map((row) => ({
    service: row.service,
    price: formatPriceRange(row.price),
    technologies: row.technologies,
  })),
  enterpriseOptions,
})

export default function ItServices({
  loaderData: { offerings, pricingRows, enterpriseOptions },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="For businesses"
        title="IT Services and Website Development"
        lead="Websites, web applications and IT consultancy for small and growing businesses, with prices published up front."
        illustration={<ItServicesIllustration />}
      />

      <PageSection
        id="services"
        eyebrow="What we build"
        title="Websites, apps and advice"
        aside={
          <ButtonLink href="/contact" variant="secondary" size="lg">
            Request IT Services
          </ButtonLink>
        }
      >
        <WebServiceCards services={offerings.webServices} quoteLinks />
      </PageSection>

      <PageSection
        id="projects"
        tone="muted"
        eyebrow="Sample projects"
        title="Examples of our work"
        lead="Illustrative examples of the kinds of websites and applications we design and build."
      >
        <SampleProjectCards
          projects={offerings.sampleProjects}
          count={3}
          className="md:grid-cols-2 lg:grid-cols-3"
        />
      </PageSection>

      <PageSection
        id="pricing"
        eyebrow="Pricing"
        title="Prices and technologies"
        lead="Typical prices for our most requested services, and the technologies we use for each."
      >
        <PricingTable caption="IT service prices and technologies" rows={pricingRows} />
      </PageSection>

      <PageSection
        id="premium"
        tone="muted"
        eyebrow="For established organisations"
        title="Premium services"
        lead="Long-term maintenance, cloud, security and digital transformation, each scoped with you before work starts."
      >
        <PremiumServiceCards services={offerings.premiumServices} />
      </PageSection>

      <PageSection
        id="enterprise"
        eyebrow="Enterprise"
        title="Enterprise options"
        lead="For larger organisations we shape the service around your teams, systems and budget."
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8 lg:p-10">
          <CheckList items={enterpriseOptions} columns={2} />
        </div>
      </PageSection>

      <Container className="pb-16 sm:pb-20 lg:pb-24">
        <CallToAction
          title="Tell us about your project"
          text="Describe what you need and the right person will reply within one working day."
          actions={
            <ButtonLink href="/contact" variant="secondary" size="lg">
              Request IT Services
            </ButtonLink>
          }
        />
      </Container>
    </>
  )
}
