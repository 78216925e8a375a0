import { pages } from '../pages/routes'

/**
 * The one-line notices beside each form's submit button and the legal pages they link
 * (docs/product.md#legal-and-trust-pages). Apart from model.ts so that a page with a form does
 * not download what only the legal pages use (docs/product.md#speed).
 */

/** The one-line notices beside a form's submit button, and the links they carry. */
export const formNotices = {
  enquiry: 'We use your details only to answer your message.',
  registration: 'We use your details only to arrange your place at this event.',
  enrolment: 'We use your details to enrol you and take your payment.',
  signIn: 'Signing in sets one cookie that keeps you signed in.',
} as const

export type FormNoticeKind = keyof typeof formNotices

/** The links of a form's notice: the privacy notice, and the terms where a form takes payment. */
export const legalNoticeLinks = {
  privacy: { href: pages.privacy.path, label: 'privacy notice' },
  terms: { href: pages.terms.path, label: 'terms of enrolment and payment' },
  cookies: { href: pages.cookies.path, label: 'cookie page' },
} as const
