// One legal page's text, a module of its own so each page loads only its own (see model.ts).
import { brand, companyRegistration, registeredOfficeLine } from '../brand/model'
import { type LegalDocument, legalContact } from './model'
import { pages } from '../pages/routes'

const { contactUs, postal } = legalContact

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
