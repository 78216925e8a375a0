import { useSyncExternalStore, type ComponentProps } from 'react'

/**
 * A small client-side router of the staff pages: the address is the state, links and
 * `navigate` push to the history, Back and Forward re-render. A router library would add more
 * than the handful of fixed paths need.
 */
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

const snapshot = () => `${window.location.pathname}${window.location.search}`

/** The path and query of the page shown. */
export function useLocation(): { pathname: string; search: URLSearchParams; href: string } {
  const href = useSyncExternalStore(subscribe, snapshot)
  const url = new URL(href, window.location.origin)
  return { pathname: url.pathname, search: url.searchParams, href }
}

/** Whether a path belongs to this application (anything else is a page load of its own). */
export function isStaffPath(path: string): boolean {
  return /^\/staff(?:[/?#]|$)/.test(path) && !path.startsWith('/staff/api')
}

/** Goes to a staff page without a page load (or loads any other page of the site). */
export function navigate(path: string, options: { replace?: boolean } = {}) {
  if (!isStaffPath(path)) {
    window.location.assign(path)
    return
  }
  if (options.replace) window.history.replaceState(null, '', path)
  else window.history.pushState(null, '', path)
  window.scrollTo(0, 0)
  for (const listener of listeners) listener()
}

/** The ui components' internal link: staff pages in the application, other pages loaded. */
export function RouterLink({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          props.target ||
          !isStaffPath(href)
        )
          return
        event.preventDefault()
        navigate(href)
      }}
      {...props}
    />
  )
}
