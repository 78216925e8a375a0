import { brand, contactMessages, HONEYPOT_FIELD, pages, QUICK_CONTACT_PREFIX } from '@app/core'
import { ButtonLink, ContactForm, Container, Hero, SectionHeading } from '@app/ui'
import { pageMeta } from '../lib/meta'
import { useContactSubmission } from '../lib/use-contact-submission'

export const meta = () => pageMeta(pages.home)

const quickContactPlaceholders = {
  name: 'Name (required)',
  email: 'Email (required)',
  phone: 'Phone (required)',
  message: 'How can we help?',
}

export default function Home() {
  const { status, errors, submit } = useContactSubmission({
    messageRequired: true,
    messagePrefix: QUICK_CONTACT_PREFIX,
  })
  return (
    <>
      <Hero
        eyebrow={brand.tagline}
        title="Study abroad, learn in-demand IT skills, and grow your business online"
        lead="From university guidance and live evening courses in SAP, AI, data and cybersecurity to websites and IT consultancy for businesses — one experienced team in Northampton."
        actions={
          <>
            <ButtonLink href="/contact" variant="secondary" size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink href="/it-services" variant="inverse-outline" size="lg">
              Explore IT Services
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="quick-contact-heading" className="bg-slate-50 py-16 lg:py-20">
        <Container className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <SectionHeading
              id="quick-contact-heading"
              eyebrow="Quick Contact"
              title="Have a question? We reply within one working day."
              lead="Tell us what you are looking for — a course, study-abroad advice or an IT project — and the right person will get back to you."
            />
            <dl className="mt-8 grid gap-4 text-slate-700 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  Call us
                </dt>
                <dd className="mt-1">
                  <a className="font-medium text-brand-700 hover:underline" href={brand.phone.href}>
                    {brand.phone.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  Office hours
                </dt>
                {brand.officeHours.map((timing) => (
                  <dd key={timing.days} className="mt-1">
                    {timing.days}, {timing.hours}
                  </dd>
                ))}
              </div>
            </dl>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
            <ContactForm
              aria-label="Quick Contact"
              variant="compact"
              onSubmit={submit}
              status={status}
              errors={errors}
              messageRequired
              placeholders={quickContactPlaceholders}
              messages={contactMessages.quickContact}
              honeypotName={HONEYPOT_FIELD}
            />
          </div>
        </Container>
      </section>
    </>
  )
}
