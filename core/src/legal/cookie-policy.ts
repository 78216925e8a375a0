// One legal page's text, a module of its own so each page loads only its own (see model.ts).
import type { LegalDocument } from './model'
import { pages } from '../pages/routes'
import { SAP_SESSION_COOKIE, SAP_SIGNED_IN_HINT_COOKIE } from '../sap/cookie'

/** The cookie page: only strictly necessary cookies, third parties on request. */
export const cookiePolicy: LegalDocument = {
  title: 'Cookies',
  lead: 'This website uses only the cookies it cannot work without, so it does not ask for your consent. Nothing from another company is loaded until you ask for it.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'our-cookies',
      heading: 'Our cookies',
      blocks: [
        'We set two cookies, and only when you sign in to the SAP BASIS learners’ area:',
        {
          list: [
            `Learner session (the cookie named ${SAP_SESSION_COOKIE}): keeps you signed in while you watch the course videos. It is set when you sign in and removed when you sign out or close your browser, and it expires after 12 hours at the latest. It cannot be read by scripts on the page and is sent only to this website.`,
            `Signed-in note (the cookie named ${SAP_SIGNED_IN_HINT_COOKIE}): holds only the figure 1, so that the top of each page offers “My videos” and “Sign out” instead of “Login”. It lives and goes with the learner session and identifies nobody.`,
          ],
        },
        'They are strictly necessary for a service you asked for, which is why the law (the Privacy and Electronic Communications Regulations) does not require consent for it. We use no analytics, advertising or social media cookies.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Other storage in your browser',
      blocks: [
        'If a page needs to reload because we have just published a new version of the website, it notes that in your browser’s session storage so that it reloads only once; the note is removed as soon as the page has loaded.',
        'While you fill in the enrolment form, what you type is kept in this tab’s session storage, so that going back from the payment page or reloading does not lose it. It goes when you close the tab, and as soon as your payment is confirmed.',
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
