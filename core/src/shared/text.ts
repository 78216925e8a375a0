import * as z from 'zod/mini'
import { anyControl, controlExceptTabAndNewline } from './control-characters'

export { hasControlCharacters } from './control-characters'

/**
 * Builders for the text fields of every payload schema. One-line fields (names, e-mail
 * addresses, phone numbers) admit no control characters at all, so a value can never add a line
 * to an e-mail or a log; free text admits tab and newline only (a carriage return is normalised
 * to a newline). PostgreSQL refuses U+0000 in text, so this is also what keeps such input a 400
 * rather than a database error (docs/product.md#forms).
 */

export const textErrors = {
  oneLine: 'Please keep this to one line, without special characters.',
  controlCharacters: 'Please remove special characters from this text.',
} as const

export interface TextRules {
  /** Shown when the value is missing or not a string. */
  missing: string
  /** Longest accepted length after trimming. */
  max: number
  /** Shown when the value is longer than `max`. */
  tooLong: string
  /** Shown for a character the field refuses. @default the message of `textErrors` */
  refused?: string
}

/** A required one-line text: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredLine(rules: TextRules) {
  return z.string({ error: rules.missing }).check(
    z.trim(),
    z.minLength(1, { error: rules.missing }),
    z.maxLength(rules.max, { error: rules.tooLong }),
    z.refine((text) => !anyControl.test(text), { error: rules.refused ?? textErrors.oneLine }),
  )
}

/** Free text that may be empty: trimmed, CRLF as LF, at most `max` characters, tab and newline only. */
export function freeText(rules: TextRules) {
  return z.string({ error: rules.missing }).check(
    z.trim(),
    z.overwrite((text) => text.replace(/\r\n?/g, '\n')),
    z.maxLength(rules.max, { error: rules.tooLong }),
    z.refine((text) => !controlExceptTabAndNewline.test(text), {
      error: rules.refused ?? textErrors.controlCharacters,
    }),
  )
}

/** An e-mail address: trimmed, at most 254 characters, one line. */
export function emailAddress(error: string) {
  return z.pipe(
    z.string({ error }).check(
      z.trim(),
      z.maxLength(254, { error }),
      z.refine((text) => !anyControl.test(text), { error }),
    ),
    z.email({ error }),
  )
}

/** Field name → messages (each message once), from a failed parse: what a 400 answer carries. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) fields[field] = [...new Set(messages)]
  }
  return fields
}
