// Loaded on the sign-in form's first submit (routes/sap-login.tsx): the check brings zod, which
// the page does not need to render or hydrate (docs/product.md#speed).
export { checkSapLoginForm } from '@app/core'
