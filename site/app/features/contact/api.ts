import {
  apiPaths,
  type ContactEnquiryInput,
  type ContactFormField,
  type ContactFormOptions,
  type ContactFormValues,
} from '@app/core'
import { requestApi } from '../../lib/api'
import { loadSchemas } from '../../lib/load-schemas'

/**
 * The contact endpoint of the API client (lib/api.ts) and the contact forms' checks, which a page
 * loads with its first submit rather than with the page (docs/product.md#speed).
 */

/** POST /api/contact/send: a contact enquiry, Quick Contact or event registration. */
export function sendContactEnquiry(enquiry: ContactEnquiryInput) {
  return requestApi(apiPaths.contactSend, (schemas) => schemas.apiOkSchema, { body: enquiry })
}

/** The form's values checked by the rules the server applies, once the schemas have loaded. */
export async function checkContactForm(values: ContactFormValues, options: ContactFormOptions) {
  return (await loadSchemas()).checkContactForm(values, options)
}

/** The form field an API field belongs to; asked only about an answer, when the schemas are there. */
export function contactFormField(apiField: string): ContactFormField | undefined {
  return loadSchemas.loaded()?.contactFormField(apiField)
}
