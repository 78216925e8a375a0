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
