import { courseEnrolmentPath, ENROL_NOW_LABEL, pages, servicesPageCourses } from '@app/core'
import {
  ButtonLink,
  CallToAction,
  Container,
  CourseGrid,
  LearningIllustration,
  PageHeader,
} from '@app/ui'
import { courseCards, withTopicIcons } from '../components/course-items'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/services'

export const meta = metaFromPageData

/**
 * The courses, read when the page is prerendered (docs/product.md#speed). A course sold online
 * opens the form with it selected; another opens the plain form.
 */
export const loader = () => ({
  ...pageData('services'),
  courses: courseCards(servicesPageCourses, { label: ENROL_NOW_LABEL, href: courseEnrolmentPath }),
})

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Enrol online"
        title="Courses you can enrol on"
        lead="Professional and academic courses in data, AI, cybersecurity, cloud, leadership and software. Pick a course, choose how long you would like to study for, and enrol online."
        illustration={<LearningIllustration />}
      />
      <Container className="py-16 sm:py-20 lg:py-24">
        <CourseGrid items={withTopicIcons(loaderData.courses)} headingLevel="h2" />
      </Container>
      <Container className="pb-16 sm:pb-20 lg:pb-24">
        <CallToAction
          title="Not sure which course is right for you?"
          text="Compare every course in detail, see our tutoring programmes, or book a free consultation and we will help you choose."
          actions={
            <>
              <ButtonLink href="/courses" variant="secondary" size="lg">
                Compare all courses
              </ButtonLink>
              <ButtonLink href={pages.serviceDetail.path} variant="inverse-outline" size="lg">
                Programmes and consultations
              </ButtonLink>
            </>
          }
        />
      </Container>
    </>
  )
}
