import { useCallback, useEffect, useRef } from 'react'

/** Long enough to cover a double click; short enough that a later, deliberate click counts. */
const releaseAfterMs = 1000

/**
 * Guards against sending twice (docs/product.md#forms). `acquire()` succeeds once, then fails
 * until the component renders again, i.e. until the caller has answered the first submission
 * (by going busy or showing errors), or until a second has passed if nothing re-renders (a
 * submission the browser's own checks stopped). Both clicks of a double click land before that.
 */
export function useSubmitLock(): () => boolean {
  const lockedAt = useRef<number | null>(null)
  useEffect(() => {
    lockedAt.current = null
  })
  return useCallback(() => {
    const now = Date.now()
    if (lockedAt.current !== null && now - lockedAt.current < releaseAfterMs) return false
    lockedAt.current = now
    return true
  }, [])
}
