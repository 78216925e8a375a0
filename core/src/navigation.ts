export interface NavItem {
  href: string
  label: string
}

/** The main navigation, in the order of the header (SPEC §2). */
export const mainNavigation: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/it-services', label: 'IT Services' },
  { href: '/study-abroad', label: 'Study Abroad' },
  { href: '/student-zone', label: 'Student Zone' },
  { href: '/services', label: 'Services' },
  { href: '/news-events', label: 'News & Events' },
  { href: '/contact', label: 'Contact Us' },
]

/** The footer's bottom links (SPEC §2). */
export const footerLinks: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/news-events', label: 'News & Events' },
  { href: '/services', label: 'Services' },
  { href: '/courses', label: 'Courses' },
  { href: '/contact', label: 'Contact Us' },
]

/** The header's Login link to the SAP learners' area, and the footer's feed link. */
export const loginLink: NavItem = { href: '/sap-login', label: 'Login' }
export const feedLink: NavItem = { href: '/rss', label: 'RSS feed' }
