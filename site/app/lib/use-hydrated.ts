import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates a prerendered page, true from the render after. A page that reads
 * the address's query (which its prerendered HTML was made without) reads it only once this is
 * true, so that hydration matches the HTML and the query still takes effect at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
