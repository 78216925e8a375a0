import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { coursePageRoute, pages } from '@app/core'

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
  // One module for the 14 course pages; core's coursePages lists each one to prerender.
  route(coursePageRoute.pattern.slice(1), moduleFile(coursePageRoute.module)),
  route('*', moduleFile('not-found')),
] satisfies RouteConfig
