// The site's zod, loaded with the first request or submit (load-schemas.ts): the schemas of
// the API's answers, the reading of an answer and the checks of the contact, enrolment and sign-in forms,
// which a page does not need to render or hydrate (docs/product.md#speed). One module, so a page
// waits for one download.
export { readAnswer } from './read-answer'
export {
  apiOkSchema,
  checkContactForm,
  checkEnrolmentForm,
  checkoutSessionAnswerSchema,
  contactFormField,
  checkSapLoginForm,
  enrolmentRestoreAnswerSchema,
  paymentSessionAnswerSchema,
  paymentStatusAnswerSchema,
  sapPasswordLinkAnswerSchema,
  sapSessionAnswerSchema,
  sapTopicsAnswerSchema,
} from '@app/core'
