import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { pages, type PageInfo } from '@app/core'

/** A page of core/src/pages.ts at its own path, so the route and its meta cannot drift apart. */
const page = (info: PageInfo, file: string) => route(info.path.slice(1), file)

/** Every page, registered once (D22). Titles and descriptions live in core/src/pages.ts. */
export default [
  index('routes/home.tsx'),
  page(pages.about, 'routes/about.tsx'),
  page(pages.itServices, 'routes/it-services.tsx'),
  page(pages.studyAbroad, 'routes/study-abroad.tsx'),
  page(pages.studentZone, 'routes/student-zone.tsx'),
  page(pages.services, 'routes/services.tsx'),
  page(pages.moreInfo, 'routes/more-info.tsx'),
  page(pages.serviceDetail, 'routes/service-detail.tsx'),
  page(pages.courses, 'routes/courses.tsx'),
  // One module for the 14 course pages; each is prerendered (core coursePages, D24).
  route('courses/:slug', 'routes/course.tsx'),
  page(pages.newsEvents, 'routes/news-events.tsx'),
  page(pages.contact, 'routes/contact.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
