import { type RouteConfig, index, route } from '@react-router/dev/routes'

/** Every page, registered once (D22). Titles and descriptions live in core/src/pages.ts. */
export default [
  index('routes/home.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
