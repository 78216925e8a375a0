import { apiErrors, fieldErrorsOf } from '@app/core'
import type { z } from 'zod'
import { HttpError } from './errors'

/** What core's schemas offer (zod/mini's `safeParse`). */
export interface PayloadSchema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: z.core.$ZodError }
}

/**
 * Parses a request payload with its shared schema, or throws the 400 answer that names each bad
 * field (docs/product.md#forms): bad input is never a 500.
 */
export function parsePayload<T>(schema: PayloadSchema<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new HttpError(400, {
    ok: false,
    error: apiErrors.invalid,
    fields: fieldErrorsOf(parsed.error),
  })
}
