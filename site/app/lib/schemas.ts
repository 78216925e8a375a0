// Loaded with the API client's first request (api.ts): the schemas of the answers bring zod,
// which a page does not need to render or hydrate (docs/product.md#speed).
export {
  apiErrorSchema,
  apiOkSchema,
  checkoutSessionAnswerSchema,
  enrolmentRestoreAnswerSchema,
  paymentSessionAnswerSchema,
  paymentStatusAnswerSchema,
  sapSessionAnswerSchema,
  sapTopicsAnswerSchema,
} from '@app/core'
