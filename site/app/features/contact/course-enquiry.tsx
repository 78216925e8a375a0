import { courseEnquiryTexts, enquiryCourse } from '@app/core'
import type { ReactNode } from 'react'

/**
 * The enquiry about a programme arranged with us rather than paid online, for the contact page's
 * `?course={slug}` (docs/product.md#enrolment-and-payment). Loaded only when the address names a
 * programme, so the course list stays out of the contact page's first load.
 */
export interface CourseEnquiry {
  heading: string
  /** What the page says above the form: how the programme is arranged, and what to do. */
  notice: ReactNode
  submit: string
  messagePrefix: string
}

export function courseEnquiry(slug: string): CourseEnquiry | undefined {
  const course = enquiryCourse(slug)
  if (!course) return undefined
  return {
    heading: courseEnquiryTexts.heading(course.title),
    notice: (
      <div className="mt-4 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-4 text-slate-800">
        <p className="font-medium">{courseEnquiryTexts.arranged(course.title)}</p>
        <p className="mt-1">{courseEnquiryTexts.howTo}</p>
      </div>
    ),
    submit: courseEnquiryTexts.submit(course.title),
    messagePrefix: courseEnquiryTexts.messagePrefix(course.title),
  }
}
