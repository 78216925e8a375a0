// Loaded on a contact form's first submit (use-contact-submission.ts): the checks and the API
// client bring zod, which a visitor who only reads the page does not need.
export { checkContactForm, contactFormField } from '@app/core'
export { sendContactEnquiry } from './contact-api'
