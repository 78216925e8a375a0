// One legal page's text, a module of its own so each page loads only its own (see model.ts).
import { type LegalDocument, legalContact } from './model'

const { contactUs, officeHours } = legalContact

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
