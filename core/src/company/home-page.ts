import { brand } from '../brand/model'
import { carouselCourses, homeCarouselTiming } from '../courses/model'
import { formNotices, legalNoticeLinks } from '../legal/form-notices'
import { coursePagePath } from '../pages/routes'
import { itOfferingCards } from './it-offering-cards'
import { enterpriseOptions } from './it-services'
import { highlights } from './model'

/**
 * What the home page shows, from the catalogue and the company's facts: the route's loader sends
 * it inside the prerendered page (docs/product.md#speed), and the home template renders the same.
 */
export function homePageContent() {
  return {
    tagline: brand.tagline,
    carousel: {
      timing: homeCarouselTiming,
      programmes: carouselCourses.map((course) => ({
        slug: course.slug,
        title: course.title,
        summary: course.summary,
        href: coursePagePath(course),
        topic: course.topic,
        facts: [course.level, course.effort],
      })),
    },
    highlights,
    ...itOfferingCards(),
    enterpriseOptions,
    phone: brand.phone,
    officeHours: brand.officeHours,
    notice: { text: formNotices.enquiry, links: [legalNoticeLinks.privacy] },
  }
}

export type HomePageContent = ReturnType<typeof homePageContent>
