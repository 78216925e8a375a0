// Loaded on the enrolment form's first submit (routes/enrolment.tsx): the check brings zod,
// which a visitor who only fills the form in does not need (docs/product.md#speed).
export { checkEnrolmentForm } from '@app/core'
