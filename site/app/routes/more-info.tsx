import { advantages, moreInfoCourses, pages } from '@app/core'
import {
  ButtonLink,
  CheckList,
  CourseGrid,
  PageHeader,
  PageSection,
  WhyChooseUsIllustration,
} from '@app/ui'
import { courseCards, withTopicIcons } from '../components/course-items'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/more-info'

export const meta = metaFromPageData

/** The page's texts, read when it is prerendered (docs/product.md#speed). */
export const loader = () => ({
  ...pageData('moreInfo'),
  advantages,
  courses: courseCards(moreInfoCourses, { label: 'More Info', href: () => pages.studentZone.path }),
})

export default function MoreInfo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Learning with us"
        title="Why Choose Us"
        lead="Live, tutor-led classes, timings that fit around work or study, and practical help with your next step."
        illustration={<WhyChooseUsIllustration />}
      />

      <PageSection
        id="advantages"
        eyebrow="Our advantages"
        title="What you get when you learn with us"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8 lg:p-10">
          <CheckList items={loaderData.advantages} columns={2} />
        </div>
      </PageSection>

      <PageSection
        id="courses"
        tone="muted"
        eyebrow="Courses"
        title="Courses to start with"
        lead="Popular first steps for new students. See the Student Zone for class timings and every course in detail."
        aside={
          <ButtonLink href="/student-zone" variant="outline">
            Go to the Student Zone
          </ButtonLink>
        }
      >
        <CourseGrid items={withTopicIcons(loaderData.courses)} />
      </PageSection>
    </>
  )
}
