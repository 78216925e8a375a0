import { feeds, pages, type NavPlacement, type PageRoute } from './routes'

export interface NavItem {
  href: string
  label: string
}

/** The registry's pages placed in a menu, in their order there. */
function menu(which: 'main' | 'footer' | 'legal'): NavItem[] {
  return Object.values(pages)
    .filter((page: PageRoute): page is PageRoute & { nav: NavPlacement } => !!page.nav?.[which])
    .sort((a, b) => (a.nav[which] ?? 0) - (b.nav[which] ?? 0))
    .map((page) => ({ href: page.path, label: page.nav.label }))
}

/** The main navigation, in the order of the header. */
export const mainNavigation: readonly NavItem[] = menu('main')

/** The footer's bottom links. */
export const footerLinks: readonly NavItem[] = menu('footer')

/** The footer's links to the privacy notice, terms, cookies and accessibility statement. */
export const legalLinks: readonly NavItem[] = menu('legal')

/** The header's Login link to the SAP learners' area, and the footer's feed link. */
export const loginLink: NavItem = { href: pages.sapLogin.path, label: 'Login' }
export const feedLink: NavItem = { href: feeds.rss.path, label: feeds.rss.title }

/** What the header offers a signed-in learner instead of Login. */
export const learnerLinks = {
  myVideos: { href: pages.sapTopics.path, label: 'My videos' } satisfies NavItem,
  signOut: 'Sign out',
  /** Where the header's Sign out form posts (the API's sign-out). */
  signOutAction: '/api/sap/logout',
  /** The readable cookie that says a learner is signed in (core/src/sap/cookie.ts). */
  signedInHintCookie: 'learner_signed_in',
} as const
