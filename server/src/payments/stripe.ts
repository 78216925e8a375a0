import type Stripe from 'stripe'
import type { Config } from '../config'

/**
 * The Stripe account the site takes payments with (docs/product.md#enrolment-and-payment), or
 * nothing when no keys are configured: then the payment endpoints answer 503 and the pages say
 * online payment is not available. There is no pretend mode.
 */
export interface PaymentGateway {
  stripe: Stripe
  /** Verifies the signature of every webhook delivery. */
  webhookSecret: string
}

/** How long one call to Stripe may take, and how often the SDK retries a failed one. */
const requestTimeoutMs = 20_000
const maxNetworkRetries = 2

/**
 * A Stripe client for the configured keys; `apiBase` points it at another origin (a local
 * stand-in in tests and development). Undefined when payments are not configured, in which case
 * the SDK is not even loaded.
 */
export async function createPaymentGateway(
  stripe: Config['stripe'],
): Promise<PaymentGateway | undefined> {
  if (stripe.secretKey === undefined || stripe.webhookSecret === undefined) return undefined
  const { default: StripeClient } = await import('stripe')
  const base = stripe.apiBase === undefined ? undefined : new URL(stripe.apiBase)
  const client = new StripeClient(stripe.secretKey, {
    timeout: requestTimeoutMs,
    maxNetworkRetries,
    telemetry: false,
    appInfo: { name: 'northlight-website' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? '443' : '80'),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
  return { stripe: client, webhookSecret: stripe.webhookSecret }
}

export type CheckoutSession = Stripe.Checkout.Session
export type StripeEvent = Stripe.Event
