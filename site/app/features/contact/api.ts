/** The contact endpoint of the API client (api.ts), loaded with a contact form's checks. */
import { apiPaths, type ContactEnquiryInput } from '@app/core'
import { requestApi } from './api'

/** POST /api/contact/send: a contact enquiry, Quick Contact or event registration. */
export function sendContactEnquiry(enquiry: ContactEnquiryInput) {
  return requestApi(apiPaths.contactSend, (schemas) => schemas.apiOkSchema, { body: enquiry })
}
