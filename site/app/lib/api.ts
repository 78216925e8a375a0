import { apiPaths, type ApiError, type ContactEnquiryInput } from '@app/core'

/** What a form needs to know about a request: it worked, or why not. */
export type SendResult = { ok: true } | { ok: false; fields?: ApiError['fields'] }

async function postJson(path: string, body: unknown): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    // Offline, DNS, connection reset: the visitor sees the form's failure text (D8).
    return { ok: false }
  }
  const answer: unknown = await response.json().catch(() => null)
  if (response.ok && isRecord(answer) && answer.ok === true) return { ok: true }
  const fields = isRecord(answer) && isRecord(answer.fields) ? answer.fields : undefined
  return { ok: false, fields: fields as ApiError['fields'] }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export function sendContactEnquiry(enquiry: ContactEnquiryInput): Promise<SendResult> {
  return postJson(apiPaths.contactSend, enquiry)
}
