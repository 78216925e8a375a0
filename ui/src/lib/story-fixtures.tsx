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
import type { ComponentProps } from 'react'
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
