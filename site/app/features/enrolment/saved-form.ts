import type { EnrolmentFormValues } from '@app/core'

/**
 * What the visitor typed into the enrolment form, kept in this tab's session storage as they type
 * (docs/product.md#enrolment-and-payment): Back from the card page, or a reload, finds the form as
 * it was left — and still saying the payment was cancelled, when it was. Session storage ends with
 * the tab, and a payment confirmed on the thank-you page clears it.
 */

const STORAGE_KEY = 'enrolment-form'

export interface SavedEnrolment {
  values: EnrolmentFormValues
  /** The visitor came back from the card page without paying. */
  cancelled: boolean
}

const isString = (value: unknown): value is string => typeof value === 'string'

/** The saved form, when there is one and it still has the form's shape (an older page may differ). */
function asSaved(data: unknown): SavedEnrolment | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { values, cancelled } = data as Record<string, unknown>
  if (typeof values !== 'object' || values === null) return undefined
  const v = values as Record<string, unknown>
  const textFields = ['name', 'email', 'phone', 'message', 'customAmount'] as const
  if (!textFields.every((field) => isString(v[field]))) return undefined
  if (typeof v.customAmountOn !== 'boolean') return undefined
  if (v.customAmountConfirmed !== undefined && !isString(v.customAmountConfirmed)) return undefined
  const courses = v.courses
  if (
    !Array.isArray(courses) ||
    !courses.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        isString((line as Record<string, unknown>).course) &&
        isString((line as Record<string, unknown>).duration),
    )
  ) {
    return undefined
  }
  return { values: v as unknown as EnrolmentFormValues, cancelled: cancelled === true }
}

/** The form as it was left in this tab, if any. */
export function readSavedEnrolment(): SavedEnrolment | undefined {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY)
    return text === null ? undefined : asSaved(JSON.parse(text))
  } catch {
    // Storage turned off, or something else's text under the key: start empty.
    return undefined
  }
}

export function saveEnrolment(saved: SavedEnrolment): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved))
  } catch {
    // Storage full or turned off: the form still works, it is just not kept.
  }
}

/** Forgets the form: once the payment is confirmed, there is nothing to come back to. */
export function forgetEnrolment(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing kept.
  }
}
