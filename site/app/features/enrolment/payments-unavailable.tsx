import { enrolmentMessages, pages } from '@app/core'
import { ButtonLink } from '@app/ui'
import { CreditCard, Mail } from 'lucide-react'

/**
 * What a paying page shows instead of its form when the site takes no card payments
 * (docs/product.md#enrolment-and-payment): said plainly, with the way to enrol by contacting us.
 */
export function PaymentsUnavailable() {
  return (
    <section
      aria-labelledby="payments-unavailable"
      className="mx-auto flex max-w-2xl flex-col items-center rounded-2xl bg-slate-50 px-6 py-10 text-center ring-1 ring-slate-200 sm:px-10"
    >
      <div
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 [&_svg]:size-7"
      >
        <CreditCard />
      </div>
      <h2
        id="payments-unavailable"
        className="mt-5 text-2xl font-bold tracking-tight text-balance text-brand-950"
      >
        {enrolmentMessages.unavailable}
      </h2>
      <p className="mt-3 max-w-xl text-lg text-pretty text-slate-700">
        {enrolmentMessages.unavailableHelp}
      </p>
      <ButtonLink href={pages.contact.path} size="lg" className="mt-8">
        <Mail aria-hidden="true" />
        Contact us to enrol
      </ButtonLink>
    </section>
  )
}
