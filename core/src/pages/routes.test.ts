import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { courses } from '../courses/catalogue'
import { coursePages, pageList } from '../courses/pages'
import { footerLinks, legalLinks, loginLink, mainNavigation } from './navigation'
import {
  coursePagePath,
  feeds,
  isServerPath,
  NOT_FOUND_PATH,
  pages,
  privatePagePaths,
} from './routes'

describe('the route registry', () => {
  it('gives every path once', () => {
    const paths = [...pageList.map((page) => page.path), ...Object.values(feeds).map((f) => f.path)]
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length)
    expect(paths).not.toContain(NOT_FOUND_PATH)
  })

  it('has a route module in site/app/routes for every page', () => {
    for (const page of Object.values(pages)) {
      const file = new URL(`../../../site/app/routes/${page.module}.tsx`, import.meta.url)
      expect(existsSync(file), `${page.path} → ${page.module}.tsx`).toBe(true)
    }
  })

  it('keeps the forms, payment and learners pages out of search engines', () => {
    expect([...privatePagePaths].sort()).toEqual([
      '/more-info-form',
      '/payment',
      '/sap-login',
      '/sap-password',
      '/sap-topics',
      '/thank-you',
    ])
    for (const page of pageList) expect(page.indexed).toBe(!privatePagePaths.includes(page.path))
  })

  it('prerenders every page, so each has its own HTML and meta before any script runs', () => {
    expect(pageList.every((page) => page.prerender)).toBe(true)
  })

  it('gives every page a title and a description of search-result length', () => {
    for (const page of pageList) {
      expect(page.title.length, page.path).toBeGreaterThan(3)
      expect(page.description.length, page.path).toBeGreaterThan(30)
      expect(page.description.length, page.path).toBeLessThanOrEqual(200)
    }
  })

  it('has one page per course at /courses/{slug}', () => {
    expect(coursePages.map((page) => page.path)).toEqual(
      courses.map((course) => `/courses/${course.slug}`),
    )
    expect(coursePagePath({ slug: 'sap-basis' })).toBe('/courses/sap-basis')
  })
})

describe('navigation from the registry', () => {
  it('is the header menu in the order of the spec', () => {
    expect(mainNavigation).toEqual([
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About Us' },
      { href: '/it-services', label: 'IT Services' },
      { href: '/study-abroad', label: 'Study Abroad' },
      { href: '/student-zone', label: 'Student Zone' },
      { href: '/services', label: 'Services' },
      { href: '/news-events', label: 'News & Events' },
      { href: '/contact', label: 'Contact Us' },
    ])
  })

  it('is the footer links in the order of the spec', () => {
    expect(footerLinks.map((link) => link.href)).toEqual([
      '/',
      '/about',
      '/news-events',
      '/services',
      '/courses',
      '/contact',
    ])
  })

  it('links the privacy notice, terms, cookies and accessibility statement from the footer', () => {
    expect(legalLinks).toEqual([
      { href: '/privacy', label: 'Privacy' },
      { href: '/terms', label: 'Terms' },
      { href: '/cookies', label: 'Cookies' },
      { href: '/accessibility', label: 'Accessibility' },
    ])
  })

  it('never links a private page from a menu, except the Login link', () => {
    for (const link of [...mainNavigation, ...footerLinks, ...legalLinks]) {
      expect(privatePagePaths).not.toContain(link.href)
    }
    expect(loginLink).toEqual({ href: '/sap-login', label: 'Login' })
  })
})

describe('isServerPath', () => {
  it('is true for the feeds, the enrolment redirects and the API, not for pages', () => {
    expect(isServerPath('/rss')).toBe(true)
    expect(isServerPath('/sitemap.xml')).toBe(true)
    expect(isServerPath('/enroll/sap-basis')).toBe(true)
    expect(isServerPath('/api/contact/send')).toBe(true)
    expect(isServerPath('/contact?x=1#form')).toBe(false)
    expect(isServerPath('/courses/sap-basis')).toBe(false)
  })
})
