// One legal page's text, a module of its own so each page loads only its own (see model.ts).
import { brand, companyRegistration } from '../brand/model'
import { type LegalDocument, legalContact, retentionPeriods } from './model'

const { contactUs, postal } = legalContact

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
            'The SAP BASIS learners’ area: when you pay for SAP BASIS we make you an account with your name and e-mail address, send you a link to choose a password (we keep only a one-way hash of it), and record how long your access lasts and when you last signed in. A session cookie keeps you signed in on up to three devices. Our lawful basis is the contract with you, which includes access to the course videos.',
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
