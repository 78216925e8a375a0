import { courseIndex, coursePagePath } from '@app/core'
import {
  ButtonLink,
  CallToAction,
  Container,
  CourseGrid,
  LearningIllustration,
  PageHeader,
} from '@app/ui'
import { courseCards, withTopicIcons } from '../components/course-items'
import { JsonLd, jsonLdText } from '../components/json-ld'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { courseListLd } from '../lib/structured-data'
import type { Route } from './+types/courses'

export const meta = metaFromPageData

/**
 * The course index and its schema.org list, read when the page is prerendered: they reach the
 * browser inside the page (and as /courses.data on client navigation) rather than in its
 * JavaScript (docs/product.md#speed).
 */
export const loader = () => ({
  ...pageData('courses'),
  courses: courseCards(courseIndex, { label: 'View course', href: coursePagePath }),
  structuredData: jsonLdText(courseListLd(courseIndex)),
})

export default function Courses({ loaderData: { courses, structuredData } }: Route.ComponentProps) {
  const courseItems = withTopicIcons(courses)
  return (
    <>
      <JsonLd text={structuredData} />
      <PageHeader
        eyebrow="Course catalogue"
        title="All Courses"
        lead="Every course we teach, with what you will learn, who it is for, the format and class timings, and prices by duration."
        illustration={<LearningIllustration />}
      />
      <Container className="py-16 sm:py-20 lg:py-24">
        <CourseGrid items={courseItems} headingLevel="h2" />
      </Container>
      <Container className="pb-16 sm:pb-20 lg:pb-24">
        <CallToAction
          title="Ready to start?"
          text="Enrol online in a few minutes, or ask us anything about a course first."
          actions={
            <>
              <ButtonLink href="/services" variant="secondary" size="lg">
                Enrol on a course
              </ButtonLink>
              <ButtonLink href="/contact" variant="inverse-outline" size="lg">
                Contact Us
              </ButtonLink>
            </>
          }
        />
      </Container>
    </>
  )
}
