import {
  coursePrices,
  defaultDurationId,
  durations,
  type EnrolmentFormValues,
  formatPence,
  formQuote,
  pricedCourses,
} from '@app/core'
import type { EnrolmentCourseOption, EnrolmentDurationOption, EnrolmentSummary } from '@app/ui'

/** The twelve courses of the price list with the price of each duration written out. */
export const enrolmentCourseOptions: readonly EnrolmentCourseOption[] = pricedCourses().map(
  (course) => {
    const prices = Object.fromEntries(
      coursePrices(course).map(({ duration, pricePence }) => [
        duration.id,
        formatPence(pricePence),
      ]),
    )
    const standard = durations.find((duration) => duration.id === defaultDurationId)
    return {
      value: course.slug,
      label: course.title,
      hint: `${prices[defaultDurationId]} for ${standard?.label ?? defaultDurationId}`,
      prices,
    }
  },
)

export const enrolmentDurationOptions: readonly EnrolmentDurationOption[] = durations.map(
  (duration) => ({ value: duration.id, label: duration.label }),
)

/** The price of what the form holds, in pounds and pence, by core's pricing rule. */
export function enrolmentSummary(values: EnrolmentFormValues): EnrolmentSummary | undefined {
  const quote = formQuote(values)
  if (!quote) return undefined
  return {
    lines: quote.lines.map((line) => ({
      course: line.course.slug,
      title: line.course.title,
      duration: line.duration.label,
      price: formatPence(line.pricePence),
    })),
    total: formatPence(quote.listTotalPence),
    ...(quote.customAmountPence === undefined
      ? {}
      : { customAmount: formatPence(quote.customAmountPence) }),
  }
}
