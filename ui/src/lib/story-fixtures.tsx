// Props for stories. Components take their data through props (docs/product.md#code-layout);
// stories pass them the company's real facts from core/, so the docs show what the site shows.
import {
  brand,
  companyRegistration,
  feedLink,
  footerLinks,
  headOfficeLines,
  legalLinks,
  loginLink,
  mainNavigation,
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
