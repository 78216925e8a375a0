import { brand, courseDetails, courseIndex, coursePagePath } from '@app/core'
import { CourseGrid, PageHeader, PageSection, StudentZoneIllustration, TimingsCard } from '@app/ui'
import { courseCards, withTopicIcons } from '../components/course-items'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/student-zone'

export const meta = metaFromPageData

/**
 * The courses with the text of their popups, read when the page is prerendered: they reach the
 * browser inside the page (and as /student-zone.data on client navigation) rather than in its
 * JavaScript, and of each course's long texts only the popup's (docs/product.md#speed).
 */
export const loader = () => ({
  ...pageData('studentZone'),
  courses: courseCards(
    courseIndex.map((course) => ({
      ...course,
      detailedDescription: courseDetails[course.slug].detailedDescription,
    })),
    { label: 'More Info', href: coursePagePath },
    { withDetail: true },
  ),
})

export default function StudentZone({ loaderData: { courses } }: Route.ComponentProps) {
  const courseItems = withTopicIcons(courses)
  return (
    <>
      <PageHeader
        eyebrow="For students"
        title="Student Zone"
        lead="Our class timings and every course we teach. Hover over a course, move to it with the keyboard or tap Show details for a closer look."
        illustration={<StudentZoneIllustration />}
      />

      <PageSection
        id="timings"
        eyebrow="Class timings"
        title="When classes run"
        layout="split"
        lead="Live classes fit around work and study: weekday evenings and weekend mornings, UK time."
      >
        <TimingsCard title="Class timings" timings={brand.classTimings} headingLevel="h3" />
      </PageSection>

      <PageSection
        id="courses"
        tone="muted"
        eyebrow="Courses"
        title="Our courses"
        lead={`All ${courses.length} courses, each with its own page: what you will learn, who it is for, the format and the prices.`}
      >
        <CourseGrid items={courseItems} />
      </PageSection>
    </>
  )
}
