import { describe, expect, it } from 'vitest'
import { durations, pricedCourses } from '../courses/model'
import { checkEnrolmentForm, enrolmentRequestSchema, type EnrolmentRequestInput } from './schema'
import {
  customAmountLimits,
  customAmountAboveTotal,
  customAmountOverTotal,
  describeEnrolmentLines,
  emptyEnrolmentForm,
  enrolmentFormValuesOf,
  enrolmentMessages,
  EnrolmentPricingError,
  type EnrolmentFormValues,
  formQuote,
  parsePounds,
  preselectCourse,
  quoteEnrolment,
} from './model'
import { samplePaymentRequest } from './payment-test'
import { fieldErrorsOf } from '../shared/text'

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', contact: '+44 1632 960 123' }

function request(overrides: Partial<EnrolmentRequestInput> = {}): EnrolmentRequestInput {
  return {
    ...ada,
    lines: [
      { course: 'sap-basis', duration: '3-months' },
      { course: 'cybersecurity', duration: '1-month' },
    ],
    course: 'SAP BASIS (3 months), Cybersecurity (1 month)',
    amount: 120_000 + 140_000,
    ...overrides,
  }
}

/** The fields a request is refused for, with their first message. */
function refusal(input: unknown): Record<string, string | undefined> {
  const result = enrolmentRequestSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    Object.entries(fieldErrorsOf(result.error)).map(([field, messages]) => [field, messages[0]]),
  )
}

describe('quoteEnrolment', () => {
  it('prices every course of the price list at every duration as round(base × multiplier)', () => {
    for (const course of pricedCourses()) {
      for (const duration of durations) {
        const quote = quoteEnrolment([{ course: course.slug, duration: duration.id }])
        expect(quote.lines[0]?.pricePence).toBe(
          Math.round((course.basePricePence ?? 0) * duration.multiplier),
        )
        expect(Number.isInteger(quote.listTotalPence)).toBe(true)
      }
    }
  })

  it('rounds at each multiplier to whole pence, never floating-point drift', () => {
    const price = (course: string, duration: string) =>
      quoteEnrolment([{ course, duration }]).listTotalPence
    expect(price('java-spring-boot', '15-days')).toBe(75_000)
    // 150000 × 0.7 is 104999.99999999999 in floating point.
    expect(price('java-spring-boot', '1-month')).toBe(105_000)
    expect(price('java-spring-boot', '3-months')).toBe(150_000)
    expect(price('java-spring-boot', '6-months')).toBe(300_000)
    expect(price('vlsi-design', '1-month')).toBe(119_000)
    expect(price('artificial-intelligence-for-iot', '6-months')).toBe(480_000)
  })

  it('sums the lines into the list total and charges it unless a custom amount is given', () => {
    const selection = [
      { course: 'sap-basis', duration: '15-days' },
      { course: 'big-data-analytics', duration: '6-months' },
    ]
    const quote = quoteEnrolment(selection)
    expect(quote.listTotalPence).toBe(60_000 + 420_000)
    expect(quote.amountPence).toBe(480_000)
    expect(quote.customAmountPence).toBeUndefined()
    expect(quote.courseText).toBe('SAP BASIS (15 days), Big Data Analytics (6 months)')

    const custom = quoteEnrolment(selection, 12_345)
    expect(custom.listTotalPence).toBe(480_000)
    expect(custom.amountPence).toBe(12_345)
  })

  it('refuses an empty selection, a course not sold online, a course twice and an unknown duration', () => {
    const reasonOf = (selection: { course: string; duration: string }[]) => {
      try {
        quoteEnrolment(selection)
        return 'priced'
      } catch (error) {
        return error instanceof EnrolmentPricingError ? error.reason : 'other'
      }
    }
    expect(reasonOf([])).toBe('selection')
    expect(reasonOf([{ course: 'data-science', duration: '3-months' }])).toBe('unknownCourse')
    expect(reasonOf([{ course: 'basket-weaving', duration: '3-months' }])).toBe('unknownCourse')
    expect(reasonOf([{ course: 'constructor', duration: '3-months' }])).toBe('unknownCourse')
    expect(
      reasonOf([
        { course: 'sap-basis', duration: '3-months' },
        { course: 'sap-basis', duration: '1-month' },
      ]),
    ).toBe('duplicateCourse')
    expect(reasonOf([{ course: 'sap-basis', duration: '2-years' }])).toBe('duration')
  })

  it('describes lines as the original form did', () => {
    expect(
      describeEnrolmentLines([
        { course: { title: 'SAP BASIS' }, duration: { label: '3 months' } },
        { course: { title: 'VLSI Design' }, duration: { label: '15 days' } },
      ]),
    ).toBe('SAP BASIS (3 months), VLSI Design (15 days)')
  })
})

describe('enrolmentRequestSchema', () => {
  it('accepts a request whose amount is the catalogue total', () => {
    const result = enrolmentRequestSchema.safeParse(request())
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ kind: 'enrolment', message: '', amount: 260_000 })
  })

  it('refuses an amount that differs from the catalogue total, naming amount', () => {
    expect(refusal(request({ amount: 100 }))).toEqual({ amount: enrolmentMessages.amountMismatch })
    expect(refusal(request({ amount: 260_001 }))).toEqual({
      amount: enrolmentMessages.amountMismatch,
    })
    expect(refusal(request({ amount: 0 }))).toEqual({ amount: enrolmentMessages.amountMismatch })
  })

  it('refuses an amount that is not whole pence', () => {
    expect(refusal(request({ amount: 260_000.5 }))).toEqual({
      amount: enrolmentMessages.amountMismatch,
    })
    expect(refusal({ ...request(), amount: '260000' })).toEqual({
      amount: enrolmentMessages.amountMismatch,
    })
  })

  it('refuses no course with the message of the original form', () => {
    expect(refusal(request({ lines: [], amount: 0 }))).toEqual({
      lines: enrolmentMessages.selection,
    })
    expect(refusal({ ...request(), lines: undefined })).toEqual({
      lines: enrolmentMessages.selection,
    })
  })

  it('refuses a line for a course that is not sold online', () => {
    expect(
      refusal(request({ lines: [{ course: 'data-science', duration: '3-months' }], amount: 1 })),
    ).toEqual({ lines: enrolmentMessages.unknownCourse })
  })

  it('refuses the same course twice, even at different durations', () => {
    expect(
      refusal(
        request({
          lines: [
            { course: 'sap-basis', duration: '3-months' },
            { course: 'sap-basis', duration: '15-days' },
          ],
          amount: 180_000,
        }),
      ),
    ).toEqual({ lines: enrolmentMessages.duplicateCourse })
  })

  it('refuses an unknown duration and more lines than there are courses', () => {
    expect(
      refusal({ ...request(), lines: [{ course: 'sap-basis', duration: '2-years' }] }),
    ).toHaveProperty('lines')
    const thirteen = Array.from({ length: 13 }, () => ({
      course: 'sap-basis',
      duration: '3-months' as const,
    }))
    expect(refusal(request({ lines: thirteen }))).toHaveProperty(
      'lines',
      enrolmentMessages.tooManyCourses,
    )
  })

  it.each([
    ['0', 0],
    ['29p', 29],
    ['£100,000.01', 10_000_001],
    ['a fraction of a penny', 30.5],
    ['a negative amount', -500],
  ])('refuses a custom amount of %s', (_what, pence) => {
    expect(refusal(request({ customAmountPence: pence, amount: Math.trunc(pence) }))).toEqual({
      customAmountPence: enrolmentMessages.customAmountRange,
    })
  })

  it.each([
    ['30p', customAmountLimits.minPence],
    ['£100,000.00', customAmountLimits.maxPence],
    ['£123.45', 12_345],
  ])('accepts a custom amount of %s, charged instead of the total', (_what, pence) => {
    expect(refusal(request({ customAmountPence: pence, amount: pence }))).toEqual({})
    // The amount shown must then be the custom amount, not the list total.
    expect(refusal(request({ customAmountPence: pence, amount: 260_000 }))).toEqual({
      amount: enrolmentMessages.amountMismatch,
    })
  })

  it('takes the visitor fields by the contact form rules', () => {
    expect(refusal(request({ name: '  ' }))).toHaveProperty('name')
    expect(refusal(request({ email: 'not-an-address' }))).toHaveProperty('email')
    expect(refusal(request({ contact: 'call me' }))).toHaveProperty('contact')
    expect(refusal(request({ name: 'Ada\nBcc: x@example.com' }))).toHaveProperty('name')
  })

  it('refuses a course text with a line break', () => {
    expect(refusal(request({ course: 'SAP BASIS\nInjected' }))).toHaveProperty('course')
  })

  it('accepts the payment test page sample as a test', () => {
    const result = enrolmentRequestSchema.safeParse(samplePaymentRequest)
    expect(result.success).toBe(true)
    expect(result.data?.kind).toBe('test')
  })
})

describe('the enrolment form', () => {
  const filled: EnrolmentFormValues = {
    ...emptyEnrolmentForm,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 1632 960 123',
    courses: [
      { course: 'sap-basis', duration: '3-months' },
      { course: 'cybersecurity', duration: '6-months' },
    ],
  }

  it('builds the request with the course text and the total it shows', () => {
    const checked = checkEnrolmentForm(filled)
    expect(checked).toEqual({
      ok: true,
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        contact: '+44 1632 960 123',
        message: '',
        lines: filled.courses,
        course: 'SAP BASIS (3 months), Cybersecurity (6 months)',
        amount: 520_000,
        kind: 'enrolment',
      },
    })
  })

  it('sends the custom amount in pence when it is on, and charges it', () => {
    const checked = checkEnrolmentForm({ ...filled, customAmountOn: true, customAmount: '99.5' })
    expect(checked.ok && checked.payload).toMatchObject({ customAmountPence: 9950, amount: 9950 })
    // Typed but turned off: not sent.
    const off = checkEnrolmentForm({ ...filled, customAmountOn: false, customAmount: '99.5' })
    expect(off.ok && off.payload).not.toHaveProperty('customAmountPence')
  })

  it('asks for a course with the message of the original form', () => {
    expect(checkEnrolmentForm({ ...filled, courses: [] })).toEqual({
      ok: false,
      errors: { courses: enrolmentMessages.selection },
    })
  })

  it('explains a custom amount that is not above zero, not a number, or out of bounds', () => {
    const errorFor = (customAmount: string) => {
      const checked = checkEnrolmentForm({ ...filled, customAmountOn: true, customAmount })
      return checked.ok ? undefined : checked.errors.customAmount
    }
    // The amount's own messages: zero is out of bounds, three decimals a slip to correct.
    expect(errorFor('0')).toBe(enrolmentMessages.customAmountRange)
    expect(errorFor('0.00')).toBe(enrolmentMessages.customAmountRange)
    expect(errorFor('12.345')).toBe(enrolmentMessages.customAmountDecimals)
    expect(errorFor('')).toBe(enrolmentMessages.customAmountFormat)
    expect(errorFor('ten')).toBe(enrolmentMessages.customAmountFormat)
    expect(errorFor('-5')).toBe(enrolmentMessages.customAmountFormat)
    expect(errorFor('0.29')).toBe(enrolmentMessages.customAmountRange)
    expect(errorFor('100000.01')).toBe(enrolmentMessages.customAmountRange)
    expect(errorFor('0.30')).toBeUndefined()
    expect(errorFor('£5,200')).toBeUndefined()
  })

  it('asks the visitor to confirm a custom amount above the course total, for that amount only', () => {
    const over = { ...filled, customAmountOn: true, customAmount: '99999' }
    const unconfirmed = checkEnrolmentForm(over)
    expect(unconfirmed.ok ? undefined : unconfirmed.errors.customAmount).toBe(
      customAmountAboveTotal.error('£99,999.00', '£5,200.00'),
    )
    expect(customAmountOverTotal(over)).toEqual({
      amount: '£99,999.00',
      total: '£5,200.00',
      confirmed: false,
    })
    const confirmed = checkEnrolmentForm({ ...over, customAmountConfirmed: '99999' })
    expect(confirmed.ok && confirmed.payload).toMatchObject({ customAmountPence: 9_999_900 })
    // A confirmation is for the amount it was given for.
    const changed = { ...over, customAmount: '99998', customAmountConfirmed: '99999' }
    expect(checkEnrolmentForm(changed).ok).toBe(false)
    // Equal to the total or below it (a deposit) needs nothing.
    expect(customAmountOverTotal({ ...over, customAmount: '5200' })).toBeUndefined()
    expect(customAmountOverTotal({ ...over, customAmount: '250' })).toBeUndefined()
  })

  it('maps the visitor fields onto the form, the phone included', () => {
    const checked = checkEnrolmentForm({ ...filled, name: '', email: 'x', phone: '' })
    expect(checked.ok ? {} : Object.keys(checked.errors).sort()).toEqual(['email', 'name', 'phone'])
  })

  it('quotes what the form would charge, or nothing while it cannot be priced', () => {
    expect(formQuote(filled)?.amountPence).toBe(520_000)
    expect(formQuote({ ...filled, customAmountOn: true, customAmount: '12.34' })?.amountPence).toBe(
      1234,
    )
    // A custom amount still being typed leaves the list total in place.
    expect(formQuote({ ...filled, customAmountOn: true, customAmount: '' })?.amountPence).toBe(
      520_000,
    )
    expect(formQuote(emptyEnrolmentForm)).toBeUndefined()
  })

  it('preselects a course on the price list at the default duration, and nothing else', () => {
    expect(preselectCourse(emptyEnrolmentForm, 'vlsi-design').courses).toEqual([
      { course: 'vlsi-design', duration: '3-months' },
    ])
    expect(preselectCourse(emptyEnrolmentForm, 'data-science')).toBe(emptyEnrolmentForm)
    expect(preselectCourse(emptyEnrolmentForm, 'nonsense')).toBe(emptyEnrolmentForm)
    const once = preselectCourse(emptyEnrolmentForm, 'vlsi-design')
    expect(preselectCourse(once, 'vlsi-design')).toBe(once)
  })

  it('fills the form again from a stored enrolment', () => {
    expect(
      enrolmentFormValuesOf({
        ok: true,
        status: 'pending',
        name: 'Ada',
        email: 'ada@example.com',
        contact: '01632 960123',
        message: 'Weekends please',
        lines: [{ course: 'sap-basis', duration: '1-month' }],
        customAmountPence: 25_050,
      }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '01632 960123',
      message: 'Weekends please',
      courses: [{ course: 'sap-basis', duration: '1-month' }],
      customAmountOn: true,
      customAmount: '250.50',
      customAmountConfirmed: '250.50',
    })
  })
})

describe('parsePounds', () => {
  it('reads pounds as people type them, to whole pence', () => {
    expect(parsePounds('250')).toBe(25_000)
    expect(parsePounds('99.5')).toBe(9950)
    expect(parsePounds('£1,250.00')).toBe(125_000)
    expect(parsePounds('.30')).toBe(30)
    expect(parsePounds(' 7 ')).toBe(700)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1e3', '-1', '1.2.3', 'Infinity', '0x10', '12.345']) {
      expect(parsePounds(text), text).toBeUndefined()
    }
  })
})
