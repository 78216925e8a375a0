/**
 * The characters one-line and free-text fields refuse (docs/product.md#forms). A module of its
 * own, without zod, so that pages which check text by hand (the invoice builder) do not download
 * the schema library with it; text.ts builds the payload schemas on it and re-exports
 * `hasControlCharacters`.
 */

/** Any control character (Unicode Cc) and the Unicode line and paragraph separators. */
export const anyControl = /[\p{Cc}\u2028\u2029]/u

/** The same, except tab and newline. */
export const controlExceptTabAndNewline = /(?![\t\n])[\p{Cc}\u2028\u2029]/u

/** True when the text has a character that no one-line field accepts. */
export function hasControlCharacters(text: string): boolean {
  return anyControl.test(text)
}
