// Sample props for stories only. ui/ takes its data through props, so stories bring their own.
import type { NavItem, SocialLink, Timing } from '@app/core'
import type { Decorator } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { LinkProvider } from '../link/link'

export const sampleBrand = {
  name: 'Northlight Education & IT',
  tagline: 'Empowering Future Leaders',
  about:
    'We guide students towards study abroad, teach practical IT and computing courses in small live classes, and build websites and IT systems for businesses across the UK.',
  phone: { display: '+44 1632 960 431', href: 'tel:+441632960431' },
  email: 'hello@northlight-education.co.uk',
  addressLabel: 'Head office',
  addressLines: ['18 St Giles Street', 'Northampton NN1 1JA', 'United Kingdom'],
}

export const sampleSocial: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@example' },
]

export const sampleNavigation: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/it-services', label: 'IT Services' },
  { href: '/study-abroad', label: 'Study Abroad' },
  { href: '/student-zone', label: 'Student Zone' },
  { href: '/services', label: 'Services' },
  { href: '/news-events', label: 'News & Events' },
  { href: '/contact', label: 'Contact Us' },
]

export const sampleFooterLinks: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/news-events', label: 'News & Events' },
  { href: '/services', label: 'Services' },
  { href: '/courses', label: 'Courses' },
  { href: '/contact', label: 'Contact Us' },
]

export const sampleLoginLink: NavItem = { href: '/sap-login', label: 'Login' }
export const sampleFeedLink: NavItem = { href: '/rss', label: 'RSS feed' }

export const sampleOfficeHours: readonly Timing[] = [
  { days: 'Monday to Friday', hours: '9:00 AM to 5:00 PM' },
]

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
