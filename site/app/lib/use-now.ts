import { useSyncExternalStore } from 'react'

/**
 * When the site was built (vite.config.ts): the instant the prerendered pages were rendered at.
 * The browser starts from it too, so hydration sees the same markup as the HTML.
 */
export const builtAt: number = Date.parse(__SITE_BUILT_AT__)

const MINUTE = 60_000

/** The visitor's clock to the minute: the same value on every read within a minute. */
function readClock(): number {
  return Math.floor(Date.now() / MINUTE) * MINUTE
}

/** Wakes the components that read the time once a minute, so a page left open keeps up. */
function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE)
  return () => clearInterval(timer)
}

/**
 * The current time (to the minute) for content that depends on it, e.g. which events are past
 * (docs/product.md#events). The prerendered page and the hydration render use the build's
 * time, so hydration matches the HTML; React then renders again with the visitor's clock.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, readClock, () => builtAt)
}

/** The year on the visitor's clock, read when the minute clock wakes (the same value until it changes). */
function readYear(): number {
  return new Date().getFullYear()
}

/**
 * The current year, e.g. for the footer's copyright line. Like useNow, the prerendered page and
 * the hydration render use the build's year, so hydration matches the HTML; React then renders
 * again with the visitor's year if it differs (a page built in December and opened in January).
 * Components re-render only when the year changes, not every minute.
 */
export function useYear(): number {
  return useSyncExternalStore(subscribe, readYear, () => new Date(builtAt).getFullYear())
}
