import { courseIndex, coursePagePath, coursePageContent, coursePages, findCourse } from '@app/core'
import { CoursePage } from '@app/ui'
import { data } from 'react-router'
import { JsonLd, jsonLdText } from '../components/json-ld'
import { pageMeta } from '../lib/meta'
import { courseLd } from '../lib/structured-data'
import type { Route } from './+types/course'

/**
 * One course's page, read when the page is prerendered: its facts, long texts, prices and
 * schema.org data reach the browser inside the page (and as /courses/{slug}.data on client
 * navigation) rather than every course's texts in its JavaScript (docs/product.md#speed).
 * Each course has a route of its own at its path (site/app/routes.ts), so the course is the one
 * whose page is at the address.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  // The page's data file (/courses/{slug}.data) is made from the same address.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '')
  const page = coursePages.find((candidate) => candidate.path === pathname)
  const slug = courseIndex.find((candidate) => coursePagePath(candidate) === pathname)?.slug
  const course = slug === undefined ? undefined : findCourse(slug)
  if (!course || !page) throw data('No such course', { status: 404 })
  return {
    page,
    ...coursePageContent(course),
    structuredData: jsonLdText(courseLd(course)),
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  // Every course route has its page (the loader throws otherwise, at build time).
  loaderData ? pageMeta(loaderData.page) : []

export default function Course({ loaderData }: Route.ComponentProps) {
  const { page: _page, structuredData, ...content } = loaderData
  return (
    <>
      <JsonLd text={structuredData} />
      <CoursePage {...content} />
    </>
  )
}
