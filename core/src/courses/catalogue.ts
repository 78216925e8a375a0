/**
 * The course catalogue (docs/product.md#courses-and-prices): each course of the index with its
 * long texts. For the loaders of the pages that show those texts, which run when the pages are
 * prerendered (docs/product.md#speed); page code imports model.ts.
 */
import { courseDetails, type CourseDetails } from './details'
import { courseIndex, type CourseSummary } from './model'

export interface Course extends CourseSummary, CourseDetails {}

export const courses: readonly Course[] = courseIndex.map((course) => ({
  ...course,
  ...courseDetails[course.slug],
}))

export function findCourse(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug)
}
