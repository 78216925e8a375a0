import {
  coursePrices,
  customAmountAboveTotal,
  customAmountOverTotal,
  defaultDurationId,
  durations,
  emptyEnrolmentForm,
  enrolmentMessages,
  type EnrolmentFormValues,
  formatPence,
  formQuote,
  pricedCourses,
} from '@app/core'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { EnrolmentForm, type EnrolmentFormProps, type EnrolmentSummary } from './enrolment-form'

// The real price list, priced by core's rule, as the site passes it.
const courseOptions = pricedCourses().map((course) => {
  const prices = Object.fromEntries(
    coursePrices(course).map(({ duration, pricePence }) => [duration.id, formatPence(pricePence)]),
  )
  return {
    value: course.slug,
    label: course.title,
    hint: `${prices[defaultDurationId]} for 3 months`,
    prices,
  }
})
const durationOptions = durations.map((duration) => ({ value: duration.id, label: duration.label }))

function summaryOf(values: EnrolmentFormValues): EnrolmentSummary | undefined {
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

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 1632 960 123' }

const meta = {
  title: 'Forms/EnrolmentForm',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: EnrolmentForm,
  args: {
    values: emptyEnrolmentForm,
    onChange: fn(),
    onSubmit: fn(),
    courses: courseOptions,
    durations: durationOptions,
    defaultDuration: defaultDurationId,
    summary: undefined,
    customAmountHint: 'From £0.30 to £100,000.00. It is charged instead of the course total.',
    paymentNote:
      'You pay on Stripe’s secure card page. Nothing is charged until you confirm there.',
  },
  // The form is controlled: the story keeps its values and prices them, as the page does.
  render: function Controlled(args) {
    const [values, setValues] = useState(args.values)
    const over = customAmountOverTotal(values)
    return (
      <EnrolmentForm
        {...args}
        values={values}
        summary={summaryOf(values)}
        confirmAboveTotal={
          over ? customAmountAboveTotal.confirm(over.amount, over.total) : undefined
        }
        onChange={(next) => {
          args.onChange(next)
          setValues(next)
        }}
      />
    )
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-6xl p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EnrolmentForm>
export default meta
type Story = StoryObj<typeof meta>

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>

const coursesGroup = ({ canvas }: Pick<StoryContext, 'canvas'>) =>
  canvas.getByRole('group', { name: 'Choose one or more courses (required)' })

async function fillDetails({ canvas, userEvent }: Play) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ada.name)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ada.email)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Contact number' }), ada.phone)
}

/** Fill in, tick two courses, change one duration, see the total, Pay Now. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step(
      'the twelve courses of the price list, as checkboxes in one named group',
      async () => {
        const group = coursesGroup({ canvas })
        await expect(within(group).getAllByRole('checkbox')).toHaveLength(12)
        await expect(
          within(group).getByRole('checkbox', { name: 'SAP BASIS' }),
        ).toHaveAccessibleDescription('£1,200.00 for 3 months')
        await expect(canvas.getByText('Choose a course to see its price here.')).toBeVisible()
      },
    )
    await step('fill in and choose', async () => {
      await fillDetails({ canvas, userEvent })
      await userEvent.click(canvas.getByRole('checkbox', { name: 'SAP BASIS' }))
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Cybersecurity' }))
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: 'Duration of Cybersecurity' }),
        '1-month',
      )
      await userEvent.type(canvas.getByRole('textbox', { name: /Additional message/ }), 'Weekends')
    })
    await step('the summary lists each line and the total', async () => {
      const summary = canvas.getByRole('complementary', { name: 'Your enrolment' })
      await expect(within(summary).getByText('£1,200.00')).toBeVisible()
      await expect(within(summary).getByText('£1,400.00')).toBeVisible()
      await expect(within(summary).getByText('£2,600.00')).toBeVisible()
    })
    await step('Pay Now hands over the values', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({
        ...ada,
        message: 'Weekends',
        courses: [
          { course: 'sap-basis', duration: '3-months' },
          { course: 'cybersecurity', duration: '1-month' },
        ],
        customAmountOn: false,
        customAmount: '',
      })
    })
  },
}

/** Ticking a course shows its duration, 3 months at first; unticking takes it away. */
export const TickingACourse: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = coursesGroup({ canvas })
    await expect(within(group).queryAllByRole('combobox')).toHaveLength(0)
    await userEvent.click(within(group).getByRole('checkbox', { name: 'VLSI Design' }))
    const duration = within(group).getByRole('combobox', { name: 'Duration of VLSI Design' })
    await expect(duration).toHaveValue('3-months')
    await expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '15 days — £850.00',
      '1 month — £1,190.00',
      '3 months — £1,700.00',
      '6 months — £3,400.00',
    ])
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ courses: [{ course: 'vlsi-design', duration: '3-months' }] }),
    )

    await userEvent.selectOptions(duration, '6-months')
    await expect(canvas.getByRole('complementary')).toHaveTextContent('£3,400.00')

    await userEvent.click(within(group).getByRole('checkbox', { name: 'VLSI Design' }))
    await expect(
      within(group).queryByRole('combobox', { name: 'Duration of VLSI Design' }),
    ).toBeNull()
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ courses: [] }))
    await expect(canvas.getByText('Choose a course to see its price here.')).toBeVisible()

    // Ticked again, it starts from the default once more.
    await userEvent.click(within(group).getByRole('checkbox', { name: 'VLSI Design' }))
    await expect(
      within(group).getByRole('combobox', { name: 'Duration of VLSI Design' }),
    ).toHaveValue('3-months')
  },
}

/** The custom amount replaces the total; turning it off clears what was typed. */
export const CustomAmount: Story = {
  args: {
    values: { ...emptyEnrolmentForm, courses: [{ course: 'sap-basis', duration: '3-months' }] },
  },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('checkbox', {
      name: 'Pay a different amount instead of the course total',
    })
    await expect(canvas.queryByRole('textbox', { name: 'Amount in pounds' })).toBeNull()
    await userEvent.click(toggle)
    const amount = canvas.getByRole('textbox', { name: 'Amount in pounds' })
    await expect(amount).toHaveAttribute('inputmode', 'decimal')
    await userEvent.type(amount, '250.5')
    const summary = canvas.getByRole('complementary', { name: 'Your enrolment' })
    await expect(summary).toHaveTextContent('Course total£1,200.00')
    await expect(summary).toHaveTextContent('Your amount to pay£250.50')

    // Arrow keys step by a penny, and not below nothing.
    await userEvent.clear(amount)
    await userEvent.type(amount, '0.01{ArrowDown}{ArrowDown}')
    await expect(amount).toHaveValue('0.00')

    await userEvent.click(toggle)
    await expect(canvas.queryByRole('textbox', { name: 'Amount in pounds' })).toBeNull()
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ customAmountOn: false, customAmount: '' }),
    )
    await userEvent.click(toggle)
    await expect(canvas.getByRole('textbox', { name: 'Amount in pounds' })).toHaveValue('')
    await expect(summary).toHaveTextContent('Total to pay£1,200.00')
  },
}

/** An amount above the course total asks for a tick, which holds for that amount only. */
export const AboveCourseTotal: Story = {
  args: {
    values: {
      ...emptyEnrolmentForm,
      courses: [{ course: 'sap-basis', duration: '3-months' }],
      customAmountOn: true,
      customAmount: '99999',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const confirm = canvas.getByRole('checkbox', {
      name: 'Yes, I mean to pay £99,999.00, more than the course total of £1,200.00',
    })
    await expect(confirm).not.toBeChecked()
    await userEvent.click(confirm)
    await expect(confirm).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ customAmount: '99999', customAmountConfirmed: '99999' }),
    )
    // Another amount needs its own yes.
    const amount = canvas.getByRole('textbox', { name: 'Amount in pounds' })
    await userEvent.type(amount, '0')
    await expect(
      canvas.getByRole('checkbox', { name: /^Yes, I mean to pay £999,990\.00/ }),
    ).not.toBeChecked()
    // At or below the total (a deposit), nothing to confirm.
    await userEvent.clear(amount)
    await userEvent.type(amount, '250')
    await expect(canvas.queryByRole('checkbox', { name: /^Yes, I mean to pay/ })).toBeNull()
  },
}

/** While the payment is being started: Processing..., and nothing is sent again. */
export const Processing: Story = {
  args: {
    busy: true,
    values: {
      ...emptyEnrolmentForm,
      ...ada,
      courses: [{ course: 'sap-basis', duration: '3-months' }],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button', { name: 'Pay Now' })).toBeNull()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A double click on Pay Now sends once. */
export const DoubleClickPaysOnce: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pay Now' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Starts a payment like the site does: busy, then a failure, which ends it and keeps every field. */
function FailingForm(props: EnrolmentFormProps) {
  const [values, setValues] = useState(props.values)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  return (
    <EnrolmentForm
      {...props}
      values={values}
      summary={summaryOf(values)}
      onChange={setValues}
      busy={busy}
      failure={failure}
      onSubmit={(submitted) => {
        props.onSubmit(submitted)
        setFailure(undefined)
        setBusy(true)
        setTimeout(() => {
          setBusy(false)
          setFailure(enrolmentMessages.failed)
        }, 150)
      }}
    />
  )
}

/** Any failure of the call ends the busy state, says so in an alert and keeps what was entered. */
export const Failed: Story = {
  render: (args) => <FailingForm {...args} />,
  play: async ({ canvas, userEvent }) => {
    await fillDetails({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Leadership in a Digital Age' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(await canvas.findByText(enrolmentMessages.failed)).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(enrolmentMessages.failed)
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(ada.name)
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(ada.email)
    await expect(
      canvas.getByRole('checkbox', { name: 'Leadership in a Digital Age' }),
    ).toBeChecked()
  },
}

/**
 * No course (or an amount not above zero): the message of the original form, in a summary at the
 * top and beside the field it is about. The summary takes focus at each attempt to pay, never as
 * the page opens.
 */
export const WithErrors: Story = {
  args: {
    errors: {
      email: 'Please enter a valid email address.',
      courses: enrolmentMessages.selection,
    },
  },
  // Answers each attempt as the site does: the errors of the check, the same ones again here.
  render: function Checked(args) {
    const [values, setValues] = useState(args.values)
    const [errors, setErrors] = useState(args.errors)
    return (
      <EnrolmentForm
        {...args}
        values={values}
        summary={summaryOf(values)}
        errors={errors}
        onChange={(next) => {
          args.onChange(next)
          setValues(next)
        }}
        onSubmit={(submitted) => {
          args.onSubmit(submitted)
          setErrors({ ...args.errors })
        }}
      />
    )
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const heading = canvas.getByRole('heading', { name: 'There is a problem' })
    const summary = heading.closest<HTMLElement>('[role="alert"]')!
    const group = coursesGroup({ canvas })
    await step('the problems, at the top and beside their fields', async () => {
      await expect(heading).toBeVisible()
      await expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Please enter a valid email address.', enrolmentMessages.selection])
      await expect(group).toHaveAccessibleDescription(
        `${enrolmentMessages.selection} Then choose how long to study each one for; the price follows the length.`,
      )
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      )
    })
    await step('shown as the page opens, the summary leaves focus alone', async () => {
      await new Promise(requestAnimationFrame)
      await expect(canvasElement.contains(document.activeElement)).toBe(false)
    })
    await step('Pay Now with the problems still there moves focus to the summary', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
      await waitFor(() => expect(summary.parentElement).toHaveFocus())
    })
    await step("the summary's link takes the visitor to the first course", async () => {
      await userEvent.click(
        within(summary).getByRole('link', { name: enrolmentMessages.selection }),
      )
      await expect(within(group).getByRole('checkbox', { name: 'SAP BASIS' })).toHaveFocus()
    })
    await step('the same problems after another attempt take focus again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
      await waitFor(() => expect(summary.parentElement).toHaveFocus())
    })
  },
}

/** Back from the card page without paying: said at the top, with the selection in place. */
export const Cancelled: Story = {
  args: {
    notice: enrolmentMessages.cancelled,
    values: {
      ...emptyEnrolmentForm,
      ...ada,
      courses: [
        { course: 'sap-basis', duration: '15-days' },
        { course: 'programming-for-ai', duration: '6-months' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(enrolmentMessages.cancelled)
    await expect(canvas.getByRole('combobox', { name: 'Duration of SAP BASIS' })).toHaveValue(
      '15-days',
    )
    await expect(
      canvas.getByRole('combobox', { name: 'Duration of Programming for AI' }),
    ).toHaveValue('6-months')
    await expect(canvas.getByRole('complementary')).toHaveTextContent('£4,600.00')
  },
}

/** Before the page knows that payments are available, nothing can be filled in or sent. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'SAP BASIS' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** On a phone the summary and Pay Now come after the fields. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    values: {
      ...emptyEnrolmentForm,
      courses: [{ course: 'machine-learning-on-cloud', duration: '1-month' }],
    },
  },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('textbox', { name: /Additional message/ })
    const pay = canvas.getByRole('button', { name: 'Pay Now' })
    await expect(message.compareDocumentPosition(pay)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    await expect(pay.getBoundingClientRect().top).toBeGreaterThan(
      message.getBoundingClientRect().top,
    )
  },
}
