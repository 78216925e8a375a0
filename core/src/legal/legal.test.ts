import { describe, expect, it } from 'vitest'
import { brand, companyRegistration } from '../brand/model'
import { pageList } from '../courses/pages'
import { formNotices, legalNoticeLinks } from './form-notices'
import { formatUpdated, type LegalDocument } from './model'
import { accessibilityStatement } from './accessibility-statement'
import { cookiePolicy } from './cookie-policy'
import { privacyNotice } from './privacy-notice'
import { termsOfEnrolment } from './terms-of-enrolment'

const documents: Array<[string, LegalDocument]> = [
  ['privacy notice', privacyNotice],
  ['terms', termsOfEnrolment],
  ['cookie page', cookiePolicy],
  ['accessibility statement', accessibilityStatement],
]

/** Every paragraph and list item of a document, as written. */
const textsOf = (document: LegalDocument) =>
  document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)),
  )

const linksOf = (document: LegalDocument) =>
  textsOf(document).flatMap((text) =>
    [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((match) => match[2]!),
  )

describe('the legal pages', () => {
  it.each(documents)('%s: sections with distinct anchors and no empty text', (_name, doc) => {
    const ids = doc.sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
    for (const text of textsOf(doc)) expect(text.trim().length).toBeGreaterThan(10)
    expect(formatUpdated(doc.updated)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
  })

  it.each(documents)('%s: links lead to pages of the site, e-mail or https', (_name, doc) => {
    const paths = new Set(pageList.map((page) => page.path))
    for (const href of linksOf(doc)) {
      if (href.startsWith('/')) expect(paths, href).toContain(href)
      else expect(href, href).toMatch(/^(mailto:|https:\/\/)/)
    }
  })

  it('names the controller, its registration and how to complain to the ICO', () => {
    const text = textsOf(privacyNotice).join('\n')
    expect(text).toContain(brand.legalName)
    expect(text).toContain(brand.icoRegistration)
    expect(text).toContain(companyRegistration())
    expect(text).toContain('https://ico.org.uk/make-a-complaint/')
    // Exactly what the website collects: each form, the sign-in cookie, the request's address.
    for (const what of ['Enquiries', 'Event registrations', 'Enrolments', 'session cookie', 'IP']) {
      expect(text).toContain(what)
    }
  })

  it('states the 14-day right to cancel, how to use it, card payment through Stripe and GBP', () => {
    const text = textsOf(termsOfEnrolment).join('\n')
    expect(text).toContain('14 days')
    expect(text).toContain('Consumer Contracts (Information, Cancellation and Additional Charges)')
    expect(text).toContain(`mailto:${brand.email}`)
    expect(text).toContain('Stripe')
    expect(text).toContain('pounds sterling (GBP)')
  })

  it('gives a one-line notice per form and links to the privacy notice and the terms', () => {
    for (const notice of Object.values(formNotices)) expect(notice).not.toContain('\n')
    expect(legalNoticeLinks.privacy.href).toBe('/privacy')
    expect(legalNoticeLinks.terms.href).toBe('/terms')
  })
})

describe('company registration', () => {
  it('says who the company is, where it is registered and its registered office', () => {
    expect(companyRegistration()).toBe(
      `${brand.legalName} is a company registered in England and Wales, company number ${brand.companyNumber}. Registered office: 18 St Giles Street, Northampton NN1 1JA, United Kingdom.`,
    )
  })
})
