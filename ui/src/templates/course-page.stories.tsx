import { brand, coursePrices, findCourse, formatPrice } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect } from 'storybook/test'
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs'
import { ButtonLink } from '../button/button'
import { CallToAction } from '../call-to-action/call-to-action'
import { CheckList } from '../check-list/check-list'
import { Container } from '../container/container'
import { SampleSiteFrame } from '../lib/story-fixtures'
import { PageHeader } from '../page-header/page-header'
import { TimingsCard } from '../timings-card/timings-card'

const course = findCourse('sap-basis')!

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="border-t border-slate-200 pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** A course page (SAP BASIS) composed from ui/ components, with its prices in whole pounds. */
function CoursePageTemplate() {
  return (
    <SampleSiteFrame currentPath="/courses/sap-basis">
      <div className="border-b border-slate-200 bg-white">
        <Container className="py-3">
          <Breadcrumbs
            items={[
              { label: 'Home', href: '/' },
              { label: 'Courses', href: '/courses' },
              { label: course.title },
            ]}
          />
        </Container>
      </div>
      <PageHeader eyebrow="Course" title={course.title} lead={course.summary} />
      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:gap-16">
        <aside aria-labelledby="at-a-glance" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h2 id="at-a-glance" className="text-xl font-bold text-brand-950">
              At a glance
            </h2>
            <table className="mt-6 w-full text-left">
              <caption className="mb-2 text-left text-sm font-semibold text-brand-950">
                Duration and price
              </caption>
              <tbody className="divide-y divide-slate-200 border-y border-slate-200">
                {coursePrices(course).map(({ duration, pricePence }) => (
                  <tr key={duration.id}>
                    <th scope="row" className="py-2.5 font-normal text-slate-600">
                      {duration.label}
                    </th>
                    <td className="py-2.5 text-right font-semibold text-brand-950 tabular-nums">
                      {formatPrice(pricePence)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ButtonLink href="/more-info-form" size="lg" className="mt-6 w-full">
              Enroll Now
            </ButtonLink>
          </div>
        </aside>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-1">
          <Part id="overview" title="Overview">
            <div className="max-w-prose space-y-5 text-lg leading-relaxed text-slate-700">
              {course.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Part>
          <Part id="outcomes" title="What you will learn">
            <CheckList items={course.outcomes} columns={2} />
          </Part>
          <Part id="format" title="Format and class timings">
            <TimingsCard title="Class timings" timings={brand.classTimings} headingLevel="h3" />
          </Part>
        </div>
      </Container>
      <Container className="pb-16 sm:pb-20 lg:pb-24">
        <CallToAction
          title={`Questions about ${course.title}?`}
          text="Our team will tell you about start dates, the tutors and whether the course suits your goals."
          actions={
            <ButtonLink href="/contact" variant="secondary" size="lg">
              Contact Us
            </ButtonLink>
          }
        />
      </Container>
    </SampleSiteFrame>
  )
}

const meta = {
  title: 'Page templates/Course page',
  component: CoursePageTemplate,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CoursePageTemplate>
export default meta
type Story = StoryObj<typeof meta>

/** Text beside the price card on a laptop; marketing prices in whole pounds (£600, £1,200). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Duration and price' })
    await expect(table).toHaveTextContent('£600')
    await expect(table).toHaveTextContent('£1,200')
    await expect(table).not.toHaveTextContent('.00')
  },
}

/** On a phone the price card comes first, near the top. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
