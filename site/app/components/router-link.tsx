import type { ComponentProps } from 'react'
import { Link } from 'react-router'

/** Lets ui/ components navigate inside the app without knowing about the router (D2). */
export function RouterLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <Link to={href} prefetch="intent" {...props} />
}
