// The site's zod, loaded with the first request or submit (api.ts's loadSchemas): the schemas of
// the API's answers, the reading of an answer and the checks of the enrolment and sign-in forms,
// which a page does not need to render or hydrate (docs/product.md#speed). One module, so a page
// waits for one download.
export { readAnswer } from './api-reading'
export {
  apiOkSchema,
  checkEnrolmentForm,
  checkoutSessionAnswerSchema,
  checkSapLoginForm,
  enrolmentRestoreAnswerSchema,
  paymentSessionAnswerSchema,
  paymentStatusAnswerSchema,
  sapSessionAnswerSchema,
  sapTopicsAnswerSchema,
} from '@app/core'
