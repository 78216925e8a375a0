import { lazyOnce } from '@app/ui'
import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react'

/**
 * The event registration dialog, loaded on demand: the dialog, its focus management and the
 * sending of a registration are about a sixth of the events page's JavaScript, and a visitor who
 * never presses Register Now does not need them (docs/product.md#speed). `preloadEventRegistrationDialog` starts the
 * download as soon as the pointer or the focus reaches the events, so the dialog is usually
 * there by the time the button is pressed.
 */
const loadDialog = lazyOnce(() => import('./registration-dialog-module'))

export function preloadEventRegistrationDialog() {
  // A failed preload is retried by the click; the error boundary handles a failed click.
  loadDialog().catch(() => {})
}

const LazyEventRegistration = lazy(() =>
  loadDialog().then((module) => ({ default: module.EventRegistration })),
)

/** How long to wait for the closing dialog to let go of the page before giving up. */
const RESTORE_FOCUS_MS = 2000

/**
 * The dialog, rendered once its code has loaded. The focus goes back to the element that had it
 * when the dialog opened (Register Now): Headless UI would do that itself from the focus history
 * it keeps, but it only starts keeping it once loaded, which is after the click that opened it.
 */
export function EventRegistrationDialogOnDemand(
  props: ComponentProps<typeof LazyEventRegistration>,
) {
  const opener = useRef<HTMLElement | null>(null)
  const { open } = props

  useEffect(() => {
    if (open) {
      // Once loaded, the dialog may have taken the focus already; the opener is then the one kept.
      const focused = document.activeElement
      if (focused instanceof HTMLElement && !focused.closest('[role="dialog"]')) {
        opener.current = focused
      }
      return
    }
    const element = opener.current
    if (!element) return
    const giveUpAt = performance.now() + RESTORE_FOCUS_MS
    let frame = requestAnimationFrame(function restore() {
      if (!element.isConnected || document.activeElement === element) return
      // While the dialog closes, the page behind it is still inert and cannot take the focus.
      if (element.closest('[inert]') && performance.now() < giveUpAt) {
        frame = requestAnimationFrame(restore)
        return
      }
      element.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [open])

  return (
    <Suspense fallback={null}>
      <LazyEventRegistration {...props} />
    </Suspense>
  )
}
