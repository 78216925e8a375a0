// Props for stories. Components take their data through props (docs/product.md#code-layout);
// stories pass them the company's real facts from core/, so the docs show what the site shows.
import {
  brand,
  companyRegistration,
  feedLink,
  footerLinks,
  headOfficeLines,
  inboxKindLabels,
  inboxStatusLabels,
  invoiceCompanyOn,
  legalLinks,
  loginLink,
  mailStateLabels,
  mainNavigation,
  paymentStateLabels,
  snapshotView,
  type InvoiceRecord,
  type InvoiceRow,
  type InvoiceSnapshot,
} from '@app/core'
import type { Decorator } from '@storybook/react-vite'
import type { ComponentProps, ReactNode } from 'react'
import { Container } from '../container/container'
import { Footer } from '../footer/footer'
import { Header } from '../header/header'
import { SectionHeading } from '../section-heading/section-heading'
import { LinkProvider } from '../link/link'

export const sampleBrand = {
  name: brand.name,
  tagline: brand.tagline,
  about: brand.about,
  phone: brand.phone,
  email: brand.email,
  addressLabel: brand.headOffice.label,
  addressLines: headOfficeLines(),
}

export const sampleSocial = brand.social
export const sampleNavigation = mainNavigation
export const sampleFooterLinks = footerLinks
export const sampleLegalLinks = legalLinks
export const sampleCompanyDetails = companyRegistration()
export const sampleLoginLink = loginLink
export const sampleFeedLink = feedLink
export const sampleOfficeHours = brand.officeHours

/** An internal link that stays put when clicked, as a router link would, so the story survives. */
function StayLink({ onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
      }}
    />
  )
}

/** Wraps a story in a LinkProvider whose internal links do not leave the story. */
export const withStayLinks: Decorator = (Story) => (
  <LinkProvider component={StayLink}>
    <Story />
  </LinkProvider>
)

export const sampleClassTimings = brand.classTimings

/**
 * A page as the site frames it — header, main, footer — for the Page templates, with the
 * company's real navigation and details.
 */
export function SampleSiteFrame({
  currentPath,
  children,
}: {
  currentPath: string
  children: ReactNode
}) {
  return (
    <LinkProvider component={StayLink}>
      <div className="flex min-h-screen flex-col bg-white text-slate-800 antialiased">
        <Header
          brandName={sampleBrand.name}
          tagline={sampleBrand.tagline}
          phone={sampleBrand.phone}
          email={sampleBrand.email}
          loginLink={sampleLoginLink}
          social={sampleSocial}
          navigation={sampleNavigation}
          currentPath={currentPath}
        />
        <main className="flex-1">{children}</main>
        <Footer
          brandName={sampleBrand.name}
          tagline={sampleBrand.tagline}
          about={sampleBrand.about}
          addressLabel={sampleBrand.addressLabel}
          addressLines={sampleBrand.addressLines}
          phone={sampleBrand.phone}
          email={sampleBrand.email}
          social={sampleSocial}
          feedLink={sampleFeedLink}
          links={sampleFooterLinks}
          legalLinks={legalLinks}
          companyDetails={companyRegistration()}
          year={2026}
        />
      </div>
    </LinkProvider>
  )
}

/** One band of a page with the site's vertical rhythm: a heading, then its content. */
export function SampleBand({
  id,
  eyebrow,
  title,
  lead,
  tone = 'white',
  children,
}: {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: 'white' | 'muted'
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={
        tone === 'muted' ? 'bg-slate-50 py-16 sm:py-20 lg:py-24' : 'py-16 sm:py-20 lg:py-24'
      }
    >
      <Container>
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} lead={lead} />
        <div className="mt-10 lg:mt-12">{children}</div>
      </Container>
    </section>
  )
}

/* ------------------------------------------------------------ the staff area */

export const sampleOwner = {
  id: 'u-owner',
  name: 'Grace Hopper',
  email: 'grace@northlight.example',
  role: 'owner' as const,
}

export const sampleStaffSessions = [
  {
    id: 's-1',
    device: 'Chrome 142 on Windows',
    address: '81.2.69.160',
    signedInAt: '2026-11-25T08:02:00.000Z',
    lastSeenAt: '2026-11-25T10:41:00.000Z',
    current: true,
  },
  {
    id: 's-2',
    device: 'Safari 19 on iPhone',
    address: '81.2.69.142',
    signedInAt: '2026-11-24T17:20:00.000Z',
    lastSeenAt: '2026-11-24T17:48:00.000Z',
    current: false,
  },
]

export const sampleTeam = [
  {
    ...sampleOwner,
    deactivatedAt: null,
    twoFactorEnabled: true,
    lastSignInAt: '2026-11-25T08:02:00.000Z',
  },
  {
    id: 'u-ada',
    name: 'Ada Lovelace',
    email: 'ada@northlight.example',
    role: 'staff' as const,
    deactivatedAt: null,
    twoFactorEnabled: true,
    lastSignInAt: '2026-11-24T09:15:00.000Z',
  },
  {
    id: 'u-alan',
    name: 'Alan Turing',
    email: 'alan@northlight.example',
    role: 'staff' as const,
    deactivatedAt: null,
    twoFactorEnabled: false,
    lastSignInAt: null,
  },
  {
    id: 'u-charles',
    name: 'Charles Babbage',
    email: 'charles@northlight.example',
    role: 'staff' as const,
    deactivatedAt: '2026-10-01T12:00:00.000Z',
    twoFactorEnabled: true,
    lastSignInAt: '2026-09-30T16:00:00.000Z',
  },
]

export const sampleInvitations = [
  {
    id: 7,
    email: 'katherine@northlight.example',
    role: 'staff' as const,
    invitedAt: '2026-11-25T09:00:00.000Z',
    expiresAt: '2026-11-26T09:00:00.000Z',
    invitedBy: 'Grace Hopper',
  },
]

export const sampleAuditEntries = [
  {
    id: 14,
    at: '2026-11-25T10:40:00.000Z',
    actor: 'grace@northlight.example',
    action: 'invitation-sent' as const,
    target: 'invitation 7 (katherine@northlight.example)',
    detail: 'as staff',
    address: '81.2.69.160',
  },
  {
    id: 13,
    at: '2026-11-25T08:02:00.000Z',
    actor: 'grace@northlight.example',
    action: 'sign-in' as const,
    target: null,
    detail: null,
    address: '81.2.69.160',
  },
  {
    id: 12,
    at: '2026-11-25T08:01:00.000Z',
    actor: 'grace@northlight.example',
    action: 'sign-in-failed' as const,
    target: null,
    detail: null,
    address: '81.2.69.160',
  },
]

export const sampleRecoveryCodes = [
  'K7QX2-MP4TD',
  'A9F3L-ZW8RN',
  'H2VB6-QJ5YE',
  'T4NC8-XG7PU',
  'R6DM3-LS2KA',
  'W8PZ5-BF9HC',
  'E3YJ7-NV4QT',
  'U5GK2-DR6MX',
  'C9LS4-TA3WB',
  'P2XH8-MK7FZ',
]

/* ----------------------------------------------------------------- the inbox */

/** The words of kinds, statuses, e-mail and payment states, as the staff pages pass them. */
export const sampleInboxLabels = {
  kind: inboxKindLabels,
  status: inboxStatusLabels,
  mail: mailStateLabels,
  payment: paymentStateLabels,
}

export const sampleInboxItems = [
  {
    id: 'enquiry-412' as const,
    kind: 'enquiry' as const,
    source: 'contact' as const,
    name: 'Priya Sharma',
    email: 'priya.sharma@example.co.uk',
    summary:
      'Hello, I would like to know whether the SAP BASIS course can be taken in the evenings while I…',
    receivedAt: '2026-11-25T09:12:00.000Z',
    status: 'new' as const,
    unread: true,
    staffMail: 'sent' as const,
    payment: null,
    version: 1,
  },
  {
    id: 'enrolment-87' as const,
    kind: 'enrolment' as const,
    source: 'enrolment' as const,
    name: 'Tomasz Nowak',
    email: 'tomasz.nowak@example.com',
    summary: 'SAP BASIS Administration (3 months) · £1,200.00',
    receivedAt: '2026-11-24T16:40:00.000Z',
    status: 'in-progress' as const,
    unread: false,
    staffMail: 'failed' as const,
    payment: 'paid' as const,
    version: 3,
  },
  {
    id: 'enquiry-409' as const,
    kind: 'registration' as const,
    source: 'event-registration' as const,
    name: 'Chloé Dubois',
    email: 'chloe.dubois@example.fr',
    summary: 'Education Growth Workshop',
    receivedAt: '2026-11-23T11:05:00.000Z',
    status: 'new' as const,
    unread: true,
    staffMail: 'queued' as const,
    payment: null,
    version: 1,
  },
  {
    id: 'enquiry-401' as const,
    kind: 'enquiry' as const,
    source: 'quick-contact' as const,
    name: 'James O’Connor',
    email: 'james.oconnor@example.ie',
    summary: 'Can you call me back about IT support for a small office of 12 people?',
    receivedAt: '2026-11-20T14:30:00.000Z',
    status: 'done' as const,
    unread: false,
    staffMail: 'sent' as const,
    payment: null,
    version: 4,
  },
]

export const sampleInboxDetail = {
  ...sampleInboxItems[1]!,
  phone: '+44 7700 900123',
  message: 'Please send the joining instructions to this address.',
  event: null,
  address: '81.2.69.142',
  browser: 'Firefox 145 on Windows',
  enrolment: {
    number: 'ENR-000087',
    courses: [
      {
        slug: 'sap-basis-administration',
        title: 'SAP BASIS Administration',
        duration: '3 months',
        pricePence: 120000,
      },
    ],
    listTotalPence: 120000,
    customAmountPence: null,
    amountPence: 120000,
    amountPaidPence: 120000,
    refundedPence: 0,
    currency: 'gbp',
    stripeSessionId: 'cs_test_a1B2c3D4',
    stripePaymentIntent: 'pi_3QxYz2AbCdEf',
    paidAt: '2026-11-24T16:42:00.000Z',
    refundedAt: null,
    problem: null,
    test: false,
  },
  messages: [
    {
      id: 301,
      kind: 'enrolment-staff',
      to: 'office@northlight.example',
      subject: 'Enrolment ENR-000087 paid: Tomasz Nowak',
      state: 'failed' as const,
      attempts: 5,
      queuedAt: '2026-11-24T16:42:00.000Z',
      sentAt: null,
      failedAt: '2026-11-24T18:42:00.000Z',
      lastError: '550 5.1.1 <office@northlight.example>: Recipient address rejected',
      resendOf: null,
      canResend: true,
    },
    {
      id: 302,
      kind: 'enrolment-confirmation',
      to: 'tomasz.nowak@example.com',
      subject: 'Your enrolment ENR-000087 is confirmed',
      state: 'sent' as const,
      attempts: 1,
      queuedAt: '2026-11-24T16:42:00.000Z',
      sentAt: '2026-11-24T16:42:05.000Z',
      failedAt: null,
      lastError: null,
      resendOf: null,
      canResend: false,
    },
    {
      id: 305,
      kind: 'enrolment-staff',
      to: 'office@northlight.example',
      subject: 'Enrolment ENR-000087 paid: Tomasz Nowak',
      state: 'queued' as const,
      attempts: 2,
      queuedAt: '2026-11-25T08:10:00.000Z',
      sentAt: null,
      failedAt: null,
      lastError: null,
      resendOf: 301,
      canResend: false,
    },
  ],
  notes: [
    {
      id: 21,
      author: 'Ada Lovelace',
      body: 'Called Tomasz: he starts with the January group.',
      at: '2026-11-25T09:30:00.000Z',
    },
  ],
  history: [
    { at: '2026-11-24T16:40:00.000Z', actor: null, from: null, to: 'new' as const },
    {
      at: '2026-11-25T09:31:00.000Z',
      actor: 'ada@northlight.example',
      from: 'new' as const,
      to: 'in-progress' as const,
    },
  ],
}

export const sampleEnrolments = [
  {
    id: 'enrolment-87' as const,
    number: 'ENR-000087',
    name: 'Tomasz Nowak',
    email: 'tomasz.nowak@example.com',
    courses: [{ title: 'SAP BASIS Administration', duration: '3 months' }],
    amountPence: 120000,
    amountPaidPence: 120000,
    refundedPence: 0,
    currency: 'gbp',
    payment: 'paid' as const,
    stripePaymentIntent: 'pi_3QxYz2AbCdEf',
    createdAt: '2026-11-24T16:40:00.000Z',
    paidAt: '2026-11-24T16:42:00.000Z',
    test: false,
  },
  {
    id: 'enrolment-85' as const,
    number: 'ENR-000085',
    name: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    courses: [
      { title: 'Python Programming', duration: '6 weeks' },
      { title: 'Data Analysis with Excel', duration: '4 weeks' },
    ],
    amountPence: 90000,
    amountPaidPence: 90000,
    refundedPence: 30000,
    currency: 'gbp',
    payment: 'partly-refunded' as const,
    stripePaymentIntent: 'pi_3QwAb1CdEfGh',
    createdAt: '2026-11-18T10:02:00.000Z',
    paidAt: '2026-11-18T10:05:00.000Z',
    test: false,
  },
  {
    id: 'enrolment-84' as const,
    number: 'ENR-000084',
    name: 'Grace Hopper',
    email: 'grace@northlight.example',
    courses: [{ title: 'Payment test', duration: '—' }],
    amountPence: 100,
    amountPaidPence: null,
    refundedPence: 0,
    currency: 'gbp',
    payment: 'pending' as const,
    stripePaymentIntent: null,
    createdAt: '2026-11-17T15:00:00.000Z',
    paidAt: null,
    test: true,
  },
]

export const sampleEventRegistrations = [
  {
    slug: 'education-growth-workshop',
    title: 'Education Growth Workshop',
    date: '2026-12-04',
    registrations: 23,
  },
  {
    slug: 'uk-student-startup-meet-2025',
    title: 'UK Student Startup Meet 2025',
    date: '2025-04-15',
    registrations: 61,
  },
]

export const sampleOverview = {
  newEnquiries: 4,
  newItems: 7,
  nextEvent: sampleEventRegistrations[0]!,
  paidThisMonth: { count: 9, totalPence: 865000 },
  failedMail: 1,
}

export const samplePrivacyFindings = {
  email: 'priya.sharma@example.co.uk',
  enquiries: 2,
  registrations: 1,
  enrolments: 1,
  mail: 6,
  notes: 1,
  acknowledgementDays: 2,
  invoices: 1,
  records: [
    {
      id: 'enquiry-412' as const,
      kind: 'enquiry' as const,
      receivedAt: '2026-11-25T09:12:00.000Z',
      summary: 'Hello, I would like to know whether the SAP BASIS course can be taken…',
    },
    {
      id: 'enrolment-80' as const,
      kind: 'enrolment' as const,
      receivedAt: '2026-10-02T12:00:00.000Z',
      summary: 'SAP BASIS Administration (3 months) · £1,200.00',
    },
  ],
}

// ---------------------------------------------------------------------------- invoices
/** Documents for the stories: fixed dates, so the pictures never change with the calendar. */

export const sampleRows: InvoiceRow[] = [
  {
    id: 7,
    kind: 'invoice',
    number: null,
    customerName: 'Northampton College of Technology',
    customerEmail: 'accounts@college.example',
    invoiceDate: '2026-11-26',
    dueDate: '2026-11-30',
    totalPence: 240_000,
    status: 'draft',
    author: 'olive.owner@example.com',
    updatedAt: '2026-11-26T10:42:00.000Z',
  },
  {
    id: 6,
    kind: 'credit-note',
    number: 'CN-0001',
    customerName: 'Acme Trading Ltd',
    customerEmail: 'accounts@acme.example',
    invoiceDate: '2026-11-25',
    dueDate: '',
    totalPence: 15_925,
    status: 'issued',
    author: 'cara.colleague@example.com',
    updatedAt: '2026-11-25T15:10:00.000Z',
  },
  {
    id: 5,
    kind: 'invoice',
    number: 'INV-0042',
    customerName: 'Acme Trading Ltd',
    customerEmail: 'accounts@acme.example',
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-05',
    totalPence: 140_925,
    status: 'overdue',
    author: 'cara.colleague@example.com',
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 4,
    kind: 'invoice',
    number: 'INV-0041',
    customerName: 'Priya Patel',
    customerEmail: 'priya@example.com',
    invoiceDate: '2026-10-20',
    dueDate: '2026-10-24',
    totalPence: 120_000,
    status: 'paid',
    author: 'olive.owner@example.com',
    updatedAt: '2026-10-22T12:00:00.000Z',
  },
]

export const sampleSnapshot: InvoiceSnapshot = {
  kind: 'invoice',
  number: 'INV-0042',
  issuedAt: '2026-11-01T09:00:00.000Z',
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-05',
  customer: {
    name: 'Acme Trading Ltd',
    email: 'accounts@acme.example',
    address: '1 Market Square\nNorthampton\nNN1 2DL',
  },
  notes: '',
  lines: [
    {
      name: 'Website design and build',
      quantityHundredths: 100,
      unitPricePence: 125_000,
      amountPence: 125_000,
    },
    { name: 'Support hours', quantityHundredths: 350, unitPricePence: 4_550, amountPence: 15_925 },
  ],
  totalPence: 140_925,
  company: invoiceCompanyOn('2026-11-01'),
  creditFor: null,
  fileId: '0123456789ABCDEF0123456789ABCDEF',
}

export const sampleIssued: InvoiceRecord = {
  ...sampleRows[2]!,
  status: 'unpaid',
  version: 2,
  draft: {
    number: '',
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-05',
    customerName: 'Acme Trading Ltd',
    customerEmail: 'accounts@acme.example',
    customerAddress: '1 Market Square\nNorthampton\nNN1 2DL',
    notes: '',
    lines: [],
  },
  issuedAt: '2026-11-01T09:00:00.000Z',
  issuedBy: 'cara.colleague@example.com',
  snapshot: sampleSnapshot,
  pdfSha256: '5f2b8e0c9a1d4e7f6b3c2a1908f7e6d5c4b3a2918f7e6d5c4b3a2918f7e6d5c4',
  payment: null,
  creditedPence: 0,
  creditsInvoice: null,
  creditNotes: [],
  enrolmentId: null,
  messages: [
    {
      id: 12,
      to: 'accounts@acme.example',
      state: 'sent',
      attempts: 1,
      queuedAt: '2026-11-01T09:01:00.000Z',
      sentAt: '2026-11-01T09:01:05.000Z',
      failedAt: null,
      lastError: null,
    },
  ],
  editable: false,
}

export const sampleView = snapshotView(sampleSnapshot)
