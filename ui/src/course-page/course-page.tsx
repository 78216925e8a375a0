import type { CoursePageContent } from '@app/core'
import { Award } from 'lucide-react'
import type { ReactNode } from 'react'
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs'
import { ButtonLink } from '../button/button'
import { CallToAction } from '../call-to-action/call-to-action'
import { CheckList } from '../check-list/check-list'
import { Container } from '../container/container'
import { TopicIllustration } from '../illustrations/topic-illustrations'
import { PageHeader } from '../page-header/page-header'
import { TimingsCard } from '../timings-card/timings-card'

export type CoursePageProps = CoursePageContent

/** A titled part of the course description. */
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

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-3">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-semibold text-brand-950">{children}</dd>
    </div>
  )
}

/** The side card: level, hours, prices by duration and the way to enrol or ask. */
function AtAGlance({ text, course, onlineEnrolment, enquiryPath, taughtBy }: CoursePageProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
      <h2 id="at-a-glance" className="text-xl font-bold text-brand-950">
        {text.atAGlance}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        <Fact term={text.level}>{course.level}</Fact>
        <Fact term={text.studyTime}>{course.effort}</Fact>
        <Fact term={text.format}>{text.formatValue}</Fact>
      </dl>
      {onlineEnrolment ? (
        <>
          <table className="mt-6 w-full text-left">
            <caption className="mb-2 text-left text-sm font-semibold text-brand-950">
              {text.prices}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{text.duration}</th>
                <th scope="col">{text.price}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 border-y border-slate-200">
              {onlineEnrolment.prices.map(({ duration, price }) => (
                <tr key={duration}>
                  <th scope="row" className="py-2.5 font-normal text-slate-600">
                    {duration}
                  </th>
                  <td className="py-2.5 text-right font-semibold text-brand-950 tabular-nums">
                    {price}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ButtonLink href={onlineEnrolment.path} size="lg" className="mt-6 w-full">
            {text.enrolNow}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="mt-6 text-slate-700">{text.byEnquiry}</p>
          <ButtonLink href={enquiryPath} size="lg" className="mt-6 w-full">
            {text.askAbout}
          </ButtonLink>
        </>
      )}
      <p className="mt-6 flex items-start gap-3 text-sm text-slate-600">
        <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>{taughtBy}</span>
      </p>
    </div>
  )
}

/**
 * A course's page below the site's header: breadcrumbs, the title, the description beside the
 * card with its level, prices and the way to enrol (first on phones), and a closing call to
 * action. The /courses/{slug} routes and the course-page template both render it.
 */
export function CoursePage(content: CoursePageProps) {
  const { text, course, onlineEnrolment, classTimings, questions } = content
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <Container className="py-3">
          <Breadcrumbs items={[...text.breadcrumbs, { label: course.title }]} />
        </Container>
      </div>
      <PageHeader
        eyebrow={text.eyebrow}
        title={course.title}
        lead={course.summary}
        illustration={<TopicIllustration topic={course.topic} />}
      />

      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:gap-16">
        {/* First on phones, so the price and the way to enrol are near the top. */}
        <aside
          aria-labelledby="at-a-glance"
          className="lg:sticky lg:top-8 lg:col-start-2 lg:row-start-1"
        >
          <AtAGlance {...content} />
        </aside>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-1">
          <Part id="overview" title={text.overview}>
            <div className="max-w-prose space-y-5 text-lg leading-relaxed text-pretty text-slate-700">
              {course.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Part>
          <Part id="outcomes" title={text.outcomes}>
            <CheckList items={course.outcomes} columns={2} />
          </Part>
          <Part id="audience" title={text.audience}>
            <CheckList items={course.audience} />
          </Part>
          <Part id="format" title={text.formatHeading}>
            <p className="max-w-prose text-lg leading-relaxed text-slate-700">{text.formatLead}</p>
            <TimingsCard
              className="mt-6"
              title={text.timings}
              timings={classTimings}
              headingLevel="h3"
            />
          </Part>
        </div>
      </Container>

      <Container className="pb-16 sm:pb-20 lg:pb-24">
        <CallToAction
          title={questions}
          text={text.questionsText}
          actions={
            <>
              <ButtonLink href={text.contact.href} variant="secondary" size="lg">
                {text.contact.label}
              </ButtonLink>
              {onlineEnrolment ? (
                <ButtonLink href={onlineEnrolment.path} variant="inverse-outline" size="lg">
                  {text.enrolNow}
                  <span className="sr-only">: {course.title}</span>
                </ButtonLink>
              ) : (
                <ButtonLink href={text.allCourses.href} variant="inverse-outline" size="lg">
                  {text.allCourses.label}
                </ButtonLink>
              )}
            </>
          }
        />
      </Container>
    </>
  )
}
