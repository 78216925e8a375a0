import { ENROL_NOW_LABEL, enrolPath, serviceDetailCards } from '@app/core'
import {
  ButtonLink,
  CallToAction,
  Container,
  FeatureCard,
  LearningIllustration,
  PageHeader,
  topicIcon,
} from '@app/ui'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/service-detail'

export const meta = metaFromPageData

/** The programmes, read when the page is prerendered (docs/product.md#speed). */
export const loader = () => ({
  ...pageData('serviceDetail'),
  cards: serviceDetailCards.map((card) => ({ ...card, href: enrolPath(card.slug) })),
})

export default function ServiceDetail({ loaderData: { cards } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Enrol or book"
        title="Programmes and Consultations"
        lead="Structured programmes in computer science, mathematics, data science, cybersecurity and artificial intelligence — and a consultation if you would like advice before you choose."
        illustration={<LearningIllustration />}
      />
      <Container className="py-16 sm:py-20 lg:py-24">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug} className="flex">
              <FeatureCard
                className="w-full"
                headingLevel="h2"
                icon={topicIcon(card.topic)}
                title={card.title}
                description={card.description}
                href={card.href}
                linkLabel={ENROL_NOW_LABEL}
              />
            </li>
          ))}
        </ul>
      </Container>
      <Container className="pb-16 sm:pb-20 lg:pb-24">
        <CallToAction
          title="Questions before you enrol?"
          text="Our advisers can explain how each programme works, what it costs and which one suits you."
          actions={
            <ButtonLink href="/contact" variant="secondary" size="lg">
              Contact Us
            </ButtonLink>
          }
        />
      </Container>
    </>
  )
}
