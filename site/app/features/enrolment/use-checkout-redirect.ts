import { useEffect, useState } from 'react'

/**
 * Sends the browser to Stripe's card page, and says that it is on its way so the page can keep
 * its Pay button busy until it has gone. Coming back with the browser's Back button may restore
 * the page as it was left (the back-forward cache): the button is then released again.
 */
export function useCheckoutRedirect() {
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  /** Goes to `url`; false when the browser refused to (the caller shows its failure message). */
  function goTo(url: string): boolean {
    setLeaving(true)
    try {
      window.location.assign(url)
      return true
    } catch {
      setLeaving(false)
      return false
    }
  }

  return { leaving, goTo }
}
