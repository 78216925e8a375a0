import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { isServerPath } from '@app/core'

/**
 * Lets ui/ components navigate inside the app without knowing about the router. Paths the
 * server answers itself (the feed, the enrolment redirects, the API) load as documents: a
 * client-side navigation there would show the app's "Page not found".
 */
export function RouterLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  if (isServerPath(href)) return <a href={href} {...props} />
  return <Link to={href} prefetch="intent" {...props} />
}
