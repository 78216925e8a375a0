import { courseIndex } from './model'
import { describedPage } from '../pages/descriptions'
import { coursePagePath, pages, type PageInfo, type PageKey } from '../pages/routes'

/** The page of each course, at /courses/{slug}: prerendered and indexed like every public page. */
export const coursePages: readonly PageInfo[] = courseIndex.map((course) => ({
  path: coursePagePath(course),
  title: `${course.title} course`,
  description: course.summary,
  indexed: true,
  prerender: true,
}))

/** Every page of the site with a concrete path, in registry order, course pages last. */
export const pageList: readonly PageInfo[] = [
  ...(Object.keys(pages) as PageKey[]).map(describedPage),
  ...coursePages,
]
