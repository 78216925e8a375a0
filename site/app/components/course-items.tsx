import type { CourseSummary, CourseTopic } from '@app/core'
import type { CourseGridItem } from '@app/ui'
import { topicIcon } from '@app/ui'

/**
 * A course's card as data, without its icon: what a page's loader sends, so the course texts
 * travel with the page rather than in its JavaScript (docs/product.md#speed).
 */
export type CourseCard = Omit<CourseGridItem, 'icon'> & { topic: CourseTopic }

/**
 * Courses as cards of a CourseGrid: the same face everywhere, with the link each page needs
 * (its course page, the enrolment form, the Student Zone) and, where asked, the popup text.
 */
export function courseCards(
  list: readonly (CourseSummary & { detailedDescription?: string })[],
  link: { label: string; href: (course: CourseSummary) => string },
  options: { withDetail?: boolean } = {},
): CourseCard[] {
  return list.map((course) => ({
    id: course.slug,
    title: course.title,
    description: course.summary,
    href: link.href(course),
    linkLabel: link.label,
    topic: course.topic,
    badge: course.level,
    ...(options.withDetail && course.detailedDescription
      ? { detail: course.detailedDescription }
      : {}),
  }))
}

/** The cards with each course topic's icon, ready for a CourseGrid. */
export function withTopicIcons(cards: readonly CourseCard[]): CourseGridItem[] {
  return cards.map(({ topic, ...card }) => ({ ...card, icon: topicIcon(topic) }))
}
