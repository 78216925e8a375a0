import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { enrolPath, feedLink } from '@app/core'

/**
 * Paths the server answers itself, not pages of this app: the feed, the enrolment redirects and
 * the crawler files. A client-side navigation there would show the app's "Page not found".
 */
const serverPaths = [feedLink.href, '/sitemap.xml', '/robots.txt']
const serverPrefixes = [enrolPath(''), '/api/']

function isServerPath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? href
  return serverPaths.includes(path) || serverPrefixes.some((prefix) => path.startsWith(prefix))
}

/** Lets ui/ components navigate inside the app without knowing about the router (D2). */
export function RouterLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  if (isServerPath(href)) return <a href={href} {...props} />
  return <Link to={href} prefetch="intent" {...props} />
}
