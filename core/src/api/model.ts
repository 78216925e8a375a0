/**
 * The shape of every JSON answer of the API. Success carries `ok: true` (the only field the
 * original browser code read); every error carries `ok: false`, a sentence for people
 * and, for invalid input, the offending fields (docs/product.md#forms). Their schemas are in
 * schema.ts, which brings zod: a page loads them with its first request (docs/product.md#speed).
 */
export interface ApiSuccess {
  ok: true
}

export interface ApiError {
  ok: false
  error: string
  /** Field name → what is wrong with it; present on 400 answers to invalid input. */
  fields?: Record<string, string[]>
}

export type ApiAnswer<T extends object = object> = (ApiSuccess & T) | ApiError

export const apiPaths = {
  contactSend: '/api/contact/send',
} as const
