import { useEffect, useState } from 'react'
import { getPaymentStatus } from './api'

/**
 * Whether the site takes card payments, as the server says right after the page has loaded
 * (docs/product.md#enrolment-and-payment). The pages are prerendered without knowing, so they
 * start at 'checking', with nothing that pays enabled. When the question itself fails the
 * answer is 'available': paying then fails with a message of its own, rather than the page
 * claiming payments are off when they may not be.
 */
export type PaymentAvailability = 'checking' | 'available' | 'unavailable'

export function usePaymentAvailability() {
  const [availability, setAvailability] = useState<PaymentAvailability>('checking')
  useEffect(() => {
    const controller = new AbortController()
    getPaymentStatus(controller.signal).then(
      (result) => {
        setAvailability(result.ok && !result.data.available ? 'unavailable' : 'available')
      },
      () => {
        // Aborted: the page has gone.
      },
    )
    return () => controller.abort()
  }, [])
  return [availability, setAvailability] as const
}
