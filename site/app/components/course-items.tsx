import type { CourseSummary } from '@app/core'
import type { CourseGridItem } from '@app/ui'
import { topicIcon } from './icons'

/**
 * Courses as cards of a CourseGrid: the same face everywhere, with the link each page needs
 * (its course page, the enrolment form, the Student Zone) and, where asked, the popup text.
 */
export function courseGridItems(
  list: readonly (CourseSummary & { detailedDescription?: string })[],
  link: { label: string; href: (course: CourseSummary) => string },
  options: { withDetail?: boolean } = {},
): CourseGridItem[] {
  return list.map((course) => ({
    id: course.slug,
    title: course.title,
    description: course.summary,
    href: link.href(course),
    linkLabel: link.label,
    icon: topicIcon(course.topic),
    badge: course.level,
    ...(options.withDetail && course.detailedDescription
      ? { detail: course.detailedDescription }
      : {}),
  }))
}
