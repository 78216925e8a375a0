/**
 * The legal and trust pages: the privacy notice, the terms of enrolment and payment, the cookie
 * page and the accessibility statement (docs/product.md#legal-and-trust-pages), and the one-line
 * notices beside each form's submit button.
 *
 * They describe exactly what this website does; change them in the same commit as a change to
 * what it collects, keeps or loads. The retention periods and the refund terms are the
 * business's decisions: have them reviewed (by a solicitor, for the terms) before going live.
 * Text may carry links written `[label](href)`; the page renders them as links.
 */
import { brand, companyRegistration, registeredOfficeLine } from './brand'
import { pages } from './routes'
import { SAP_SESSION_COOKIE } from './sap'

/**
 * How long the server keeps what the forms collect; the privacy notice states these and the
 * server's daily retention sweep deletes by them (docs/product.md#privacy-and-third-parties).
 */
export const retentionPeriods = {
  /** Enquiries and their e-mails, counted from when they arrived (our last contact is later). */
  enquiryMonths: 24,
  /** Event registrations and their e-mails, counted from the event's end. */
  registrationMonthsAfterEvent: 12,
  /** Enrolments, payment records and their e-mails, after the end of their financial year. */
  enrolmentYearsAfterFinancialYear: 6,
  /** The company's financial year ends on this day (month 1–12, day). */
  financialYearEnd: { month: 3, day: 31 },
} as const

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = string | { list: readonly string[] }

export interface LegalSection {
  /** The section's anchor on the page, e.g. "your-rights". */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  /** The page's heading. */
  title: string
  /** The paragraph under the heading. */
  lead: string
  /** When the text last changed, as an ISO date. */
  updated: string
  sections: readonly LegalSection[]
}

const contactUs = `[${brand.email}](mailto:${brand.email}), ${brand.phone.display}`
const postal = `${brand.legalName}, ${registeredOfficeLine()}`
const officeHours = brand.officeHours.map((timing) => `${timing.days}, ${timing.hours}`).join('; ')

/** The UK GDPR privacy notice for what this website collects (Articles 13 and 14). */
export const privacyNotice: LegalDocument = {
  title: 'Privacy notice',
  lead: 'This notice explains what personal data this website collects, why we collect it, how long we keep it and the rights you have over it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
  updated: '2026-11-24',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${brand.legalName} (“we”, “us”) is the controller of the personal data described here. ${companyRegistration()} We are registered with the Information Commissioner’s Office under number ${brand.icoRegistration}.`,
        `For anything about your personal data, contact us at ${contactUs}, or write to ${postal}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect and why',
      blocks: [
        'We collect only what you give us in our forms, and the little that every web request carries:',
        {
          list: [
            'Enquiries (the Contact page and the Quick Contact form on the home page): your name, e-mail address, phone number and message. We use them to answer you and to send you one e-mail confirming that we received your enquiry. Our lawful basis is our legitimate interest in answering the people who contact us, or, where you ask about a course, taking steps at your request before a contract.',
            'Event registrations: your name, e-mail address, phone number, any message and the event you chose. We use them to keep your place, to contact you about the event and to send you a confirmation with a calendar file. Our lawful basis is our legitimate interest in running the events people ask to attend.',
            'Enrolments and payments: your name, e-mail address, phone number, the courses and durations you chose, the amount and any message. We use them to enrol you, to take payment, to send your confirmation and course access details, and to keep our accounts. Our lawful bases are the contract with you and our legal obligation to keep accounting records. Your card details go directly to our payment provider, Stripe; we never see or store them. Stripe tells us whether the payment succeeded.',
            'Signing in to the SAP BASIS learners’ area: your username and a session cookie that keeps you signed in. Our lawful basis is the contract with you, which includes access to the course videos.',
            'With every form we send, we store the internet (IP) address and the browser description (user agent) of the request, to detect and stop abuse such as spam. Our lawful basis is our legitimate interest in keeping the website and our inbox secure.',
            'To make sure the website cannot be used to send e-mail to strangers, we keep a one-way code made from your e-mail address (not the address itself) and how many confirmations went to it that day. Our lawful basis is the same legitimate interest in security.',
          ],
        },
        'You do not have to give us your details, but without your name, e-mail address and phone number we cannot answer you, keep your place at an event or enrol you.',
        'We do not sell your personal data, we do not use it for marketing unless you ask us to, and we make no decisions about you by automated means. The website has no analytics or advertising trackers.',
      ],
    },
    {
      id: 'who-we-share-it-with',
      heading: 'Who we share it with',
      blocks: [
        'We share personal data only with the organisations that run parts of the service for us, under contracts that require them to protect it, and only as far as they need it:',
        {
          list: [
            'our hosting provider, which runs the website and its database;',
            'our e-mail provider, which delivers our e-mails to you and to our staff;',
            'Stripe, which takes card payments (Stripe also acts as a controller for fraud prevention: see its privacy policy);',
            'Google, only if you press “Show map” on the Contact page: the map is then loaded from Google, which receives your IP address;',
            'the service that hosts the recorded course videos, when a signed-in learner plays one.',
          ],
        },
        'Some of these providers may process data outside the UK. Where they do, the transfer is covered by UK adequacy regulations or by the safeguards the law requires, such as the International Data Transfer Agreement.',
        'We would also disclose personal data if the law required us to.',
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            `Enquiries and the e-mails about them: ${retentionPeriods.enquiryMonths} months after our last contact with you.`,
            `Event registrations: ${retentionPeriods.registrationMonthsAfterEvent} months after the event.`,
            `Enrolments and payment records: ${retentionPeriods.enrolmentYearsAfterFinancialYear} years after the end of the financial year they belong to, as UK tax law requires.`,
            'The addresses and browser descriptions stored with forms: as long as the form they came with.',
            'The daily count of confirmation e-mails: deleted a day or two after the day it counts.',
            'Sign-in sessions: until you sign out or close your browser, and never longer than 12 hours.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'You have the right to ask us for a copy of your personal data, to have it corrected, to have it deleted, to restrict how we use it, and to object to our using it where we rely on legitimate interests. Where we use it to perform a contract with you, you may also ask for it in a portable format.',
        `To use any of these rights, contact us at ${contactUs}. It is free, and we will answer within one month.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'How to complain',
      blocks: [
        'If you are unhappy with how we have used your personal data, please tell us first, so we can put it right.',
        'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator: online at [ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/), by phone on 0303 123 1113, or by post to Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      blocks: [
        'When we change what the website collects or how we use it, we update this notice and the date below.',
      ],
    },
  ],
}

/** The terms for enrolling and paying online. */
export const termsOfEnrolment: LegalDocument = {
  title: 'Terms of enrolment and payment',
  lead: 'These terms apply when you enrol on one of our courses and pay for it on this website. Please read them before you pay. Nothing in them affects your legal rights as a consumer.',
  updated: '2026-11-24',
  sections: [
    {
      id: 'about-us',
      heading: 'About us',
      blocks: [`${companyRegistration()} You can contact us at ${contactUs}.`],
    },
    {
      id: 'prices',
      heading: 'Courses and prices',
      blocks: [
        'Each course page shows the price of the course for each duration we offer (15 days, 1 month, 3 months or 6 months). Prices are in pounds sterling (GBP). The total shown on the enrolment form before you pay is the total you pay: there are no booking or card fees.',
        'Where we have agreed a different amount with you, such as a deposit, you may enter it as a custom amount. It must be at least £0.30 and at most £100,000.',
        'If a price on the website is obviously wrong, we will tell you before your course starts and you may cancel for a full refund.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        'You pay the full amount by debit or credit card when you enrol. Payment is taken by our payment provider, Stripe, on its secure checkout page: your card details go directly to Stripe and we never see them.',
        'Your contract with us starts when your payment succeeds. We then send you an e-mail confirming the courses, durations and amount, and our team will be in touch with your course access details.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Your right to cancel within 14 days',
      blocks: [
        'Because you enrol online, you have the right to cancel within 14 days without giving any reason, under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. The 14 days start on the day after your contract starts.',
        'If you ask us to start your course within those 14 days and then cancel, we will refund what you paid less a fair amount for the classes already given, in proportion to the whole course. Once the whole course has been given, the right to cancel ends.',
      ],
    },
    {
      id: 'how-to-cancel',
      heading: 'How to cancel',
      blocks: [
        `Tell us clearly that you want to cancel before the 14 days are over: e-mail [${brand.email}](mailto:${brand.email}), call us on ${brand.phone.display}, or write to ${postal}. Please give your name, the course and the date you paid. You may use these words if you wish:`,
        `“To ${brand.legalName}, ${registeredOfficeLine()}, ${brand.email}: I give notice that I cancel my contract for the following course: [course]. Paid on: [date]. Name: [your name]. Address: [your address]. Date: [today’s date].”`,
        'It is enough to send your message before the 14 days are over. We will confirm by e-mail that we have received it.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'We refund you within 14 days of the day you told us you are cancelling, to the card you paid with. We do not charge a fee for refunds.',
        'If we cancel a course, or change its dates or content significantly, we will offer you another start date or a full refund, as you prefer.',
        'After the 14 days, a course you have started is not refundable unless we are at fault. If you can no longer attend, please talk to us: we can usually move you to a later class.',
      ],
    },
    {
      id: 'our-responsibilities',
      heading: 'If something goes wrong',
      blocks: [
        'We teach every course with reasonable care and skill. If we do not, under the Consumer Rights Act 2015 you can ask us to put it right, for example by repeating a class, or, if that is not possible, to give you some of your money back.',
        `If you have a complaint, contact us at ${contactUs}. We reply within five working days.`,
      ],
    },
    {
      id: 'law',
      heading: 'The law that applies',
      blocks: [
        'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your own courts.',
        `How we use the details you give when enrolling is explained in our [privacy notice](${pages.privacy.path}).`,
      ],
    },
  ],
}

/** The cookie page: only strictly necessary cookies, third parties on request. */
export const cookiePolicy: LegalDocument = {
  title: 'Cookies',
  lead: 'This website uses only the cookies it cannot work without, so it does not ask for your consent. Nothing from another company is loaded until you ask for it.',
  updated: '2026-11-24',
  sections: [
    {
      id: 'our-cookies',
      heading: 'Our cookies',
      blocks: [
        'We set one cookie, and only when you sign in to the SAP BASIS learners’ area:',
        {
          list: [
            `Learner session (the cookie named ${SAP_SESSION_COOKIE}): keeps you signed in while you watch the course videos. It is set when you sign in and removed when you sign out or close your browser, and it expires after 12 hours at the latest. It cannot be read by scripts on the page and is sent only to this website.`,
          ],
        },
        'It is strictly necessary for a service you asked for, which is why the law (the Privacy and Electronic Communications Regulations) does not require consent for it. We use no analytics, advertising or social media cookies.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Other storage in your browser',
      blocks: [
        'If a page needs to reload because we have just published a new version of the website, it notes that in your browser’s session storage so that it reloads only once; the note is removed as soon as the page has loaded.',
        'Our staff’s invoice builder keeps the invoice being written in that staff member’s own browser, so that it is not lost on reload.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Content from other companies, only when you ask',
      blocks: [
        {
          list: [
            'The map on the Contact page is loaded from Google only when you press “Show map”. From then on Google may set its own cookies, as described in Google’s privacy policy. The address and a link to Google Maps are on the page without it.',
            'When you pay for a course, you go to Stripe’s secure checkout page. Stripe sets cookies on its own site to prevent fraud.',
            'The recorded course videos in the learners’ area are played from the service that hosts them, which may set its own cookies when you play one.',
          ],
        },
      ],
    },
    {
      id: 'control',
      heading: 'How to control cookies',
      blocks: [
        'You can block or delete cookies in your browser’s settings. If you block our learner session cookie, you will not be able to sign in to the learners’ area; everything else works without it.',
        `See our [privacy notice](${pages.privacy.path}) for how we use personal data.`,
      ],
    },
  ],
}

/** The accessibility statement. */
export const accessibilityStatement: LegalDocument = {
  title: 'Accessibility statement',
  lead: `We want everyone to be able to use this website: to read about our courses and services, to contact us, to register for events and to enrol. This statement says how accessible it is and what to do if something does not work for you.`,
  updated: '2026-11-24',
  sections: [
    {
      id: 'standard',
      heading: 'The standard we aim for',
      blocks: [
        'We design and build the website to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. In particular, you should be able to:',
        {
          list: [
            'use every page, menu, form and dialog with a keyboard alone;',
            'use the website with a screen reader: every form field has a label, and errors are announced and tied to their fields;',
            'zoom up to 400% and use it on a small phone without scrolling sideways;',
            'pause the moving carousel on the home page; it does not move at all if your device asks for reduced motion;',
            'read all text against its background with at least the contrast WCAG asks for.',
          ],
        },
      ],
    },
    {
      id: 'how-we-test',
      heading: 'How we test it',
      blocks: [
        'Every change to the website is checked automatically before it is published: every page is tested with the axe accessibility engine against the WCAG 2.0, 2.1 and 2.2 A and AA rules at a phone’s and a desktop’s width, and every component is tested in a real browser for keyboard use, focus and the same rules.',
        'We also check new pages by hand, using only a keyboard and at high zoom.',
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known limitations',
      blocks: [
        'We know of these parts that do not fully meet the standard:',
        {
          list: [
            'The map on the Contact page comes from Google, and we cannot make it fully accessible. The office address is written on the page, with a link to open it in Google Maps.',
            'Some recorded videos in the SAP BASIS learners’ area do not yet have captions or transcripts. Ask us and we will send a transcript of the video you need.',
            'The invoices produced by our staff’s invoice builder are PDF files that are not tagged for screen readers. Ask us and we will send the invoice in another format.',
          ],
        },
      ],
    },
    {
      id: 'report-a-problem',
      heading: 'Tell us about a problem',
      blocks: [
        `If you find a part of the website you cannot use, or you need information in another format, contact us at ${contactUs} (${officeHours}). Please tell us the page and what went wrong. We reply within five working days.`,
        'If you are not happy with our answer, you can contact the Equality Advisory and Support Service (EASS) at [equalityadvisoryservice.com](https://www.equalityadvisoryservice.com/).',
      ],
    },
  ],
}

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

/** "24 November 2026": the date a legal page was last updated. */
export function formatUpdated(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** The map on the Contact page, which loads from Google only on request. */
export const mapText = {
  notice: 'The map is loaded from Google when you ask for it, and Google may then set cookies.',
  show: 'Show map',
  open: 'Open in Google Maps',
} as const
