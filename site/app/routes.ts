import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { coursePageRoute, coursePages, pages } from '@app/core'

const moduleFile = (module: string) => `routes/${module}.tsx`

/**
 * Every page of core's route registry at its own path, so the routes, their meta and the
 * server's page list cannot drift apart (docs/product.md#pages-and-routes). Adding a page is an
 * entry in core/src/routes.ts and its module here in routes/.
 */
export default [
  ...Object.values(pages).map((page) =>
    page.path === '/'
      ? index(moduleFile(page.module))
      : route(page.path.slice(1), moduleFile(page.module)),
  ),
  // One module for the 14 course pages, each at its own path: an address that is no course is
  // the unknown-path route's, so its served not-found page hydrates as the same route it was
  // rendered with (no hydration mismatch, no request for data that does not exist).
  ...coursePages.map((page) =>
    route(page.path.slice(1), moduleFile(coursePageRoute.module), { id: page.path.slice(1) }),
  ),
  route('*', moduleFile('not-found')),
] satisfies RouteConfig
