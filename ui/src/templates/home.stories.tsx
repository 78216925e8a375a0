import {
  carouselCourses,
  contactMessages,
  formatPriceRange,
  formNotices,
  highlights,
  homeCarouselTiming,
  legalNoticeLinks,
  sampleProjects,
  webServices,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookOpen, Code2, Globe2, Info, Laptop, LayoutTemplate, Server } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { ButtonLink } from '../button/button'
import { Carousel } from '../carousel/carousel'
import { ContactForm } from '../contact-form/contact-form'
import { Container } from '../container/container'
import { FeatureCard } from '../feature-card/feature-card'
import { FormNotice } from '../form-notice/form-notice'
import { Hero } from '../hero/hero'
import { SampleBand, SampleSiteFrame } from '../lib/story-fixtures'
import { ProjectCard } from '../project-card/project-card'
import { SectionHeading } from '../section-heading/section-heading'

const highlightIcons = { it: <Laptop />, info: <Info />, globe: <Globe2 />, book: <BookOpen /> }
const serviceIcons = { static: <LayoutTemplate />, dynamic: <Code2 />, consultancy: <Server /> }

/** The home page composed from ui/ components with the site's real content. */
function HomeTemplate() {
  return (
    <SampleSiteFrame currentPath="/">
      <Hero
        eyebrow="Empowering Future Leaders"
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
      <SampleBand
        id="programmes"
        eyebrow="Our programmes"
        title="Live courses in the skills employers ask for"
        lead="Small classes on weekday evenings and weekend mornings, so you can learn alongside work or study."
      >
        <Carousel label="Featured programmes" autoplayMs={homeCarouselTiming.autoplayMs}>
          {carouselCourses.map((course) => (
            <div
              key={course.slug}
              className="rounded-2xl bg-brand-950 px-8 py-12 text-white sm:px-12 sm:py-16"
            >
              <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
                {course.level}
              </p>
              <h3 className="mt-3 text-3xl font-bold tracking-tight">{course.title}</h3>
              <p className="mt-4 max-w-2xl text-lg text-brand-100">{course.summary}</p>
            </div>
          ))}
        </Carousel>
      </SampleBand>
      <SampleBand
        id="highlights"
        tone="muted"
        eyebrow="What we do"
        title="Education and IT under one roof"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map((highlight) => (
            <li key={highlight.href} className="flex">
              <FeatureCard
                className="w-full"
                icon={highlightIcons[highlight.icon]}
                title={highlight.title}
                description={highlight.text}
                href={highlight.href}
                linkLabel="Learn more"
              />
            </li>
          ))}
        </ul>
      </SampleBand>
      <SampleBand
        id="services"
        eyebrow="IT & Web Services"
        title="Websites and IT support for growing businesses"
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {webServices.map((service) => (
            <li key={service.id} className="flex">
              <FeatureCard
                className="w-full"
                icon={serviceIcons[service.id]}
                title={service.title}
                description={service.description}
                features={service.features}
                price={service.price ? formatPriceRange(service.price) : undefined}
              />
            </li>
          ))}
        </ul>
      </SampleBand>
      <SampleBand
        id="projects"
        tone="muted"
        eyebrow="Sample projects"
        title="The kind of work we build"
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {sampleProjects.map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard
                className="w-full"
                title={project.title}
                description={project.description}
                technologies={project.technologies}
                kind={project.kind}
                label="Sample project"
              />
            </li>
          ))}
        </ul>
      </SampleBand>
      <section aria-labelledby="quick-contact" className="bg-slate-50 py-16 sm:py-20 lg:py-24">
        <Container className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <SectionHeading
            id="quick-contact"
            eyebrow="Quick Contact"
            title="Have a question? We reply within one working day."
          />
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
            <ContactForm
              aria-label="Quick Contact"
              variant="compact"
              onSubmit={fn()}
              status="idle"
              messageRequired
              messages={contactMessages.quickContact}
              honeypotName="website"
              notice={<FormNotice text={formNotices.enquiry} links={[legalNoticeLinks.privacy]} />}
            />
          </div>
        </Container>
      </section>
    </SampleSiteFrame>
  )
}

const meta = {
  title: 'Page templates/Home',
  component: HomeTemplate,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeTemplate>
export default meta
type Story = StoryObj<typeof meta>

/** A laptop's width: four highlights and three services a row. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole('region', { name: 'Featured programmes' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'privacy notice' })).toBeVisible()
  },
}

/** A phone: everything in one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
