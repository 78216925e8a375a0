import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { CheckboxField } from '../checkbox-field/checkbox-field'
import { CheckboxGroup } from '../checkbox-group/checkbox-group'
import { ErrorSummary, type ErrorSummaryItem } from '../error-summary/error-summary'
import { NumberField } from '../number-field/number-field'
import { SelectField } from '../select-field/select-field'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'
import { Form } from './form'
import { useFocusFirstError } from './use-focus-first-error'

const meta = {
  title: 'Forms/Form',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: Form,
  args: { onSubmit: fn(), 'aria-label': 'Sign in' },
  render: (args) => (
    <Form {...args} className="flex max-w-sm flex-col gap-4">
      <TextField label="Username" name="username" autoComplete="username" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton busyLabel="Signing in...">Sign in</SubmitButton>
    </Form>
  ),
} satisfies Meta<typeof Form>
export default meta
type Story = StoryObj<typeof meta>

/** The caller's checks are the only ones: the browser's own do not stop an empty form. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Sign in' })
    await expect(form).toHaveAttribute('novalidate')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    // The page stays: the browser's own submission is always stopped.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPrevented: true }),
    )
  },
}

/** While busy, nothing sends, and the SubmitButton inside shows it without being told. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toHaveAttribute('data-busy')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ada{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Form guards whatever submits it, here a plain button: Enter pressed twice sends once. */
export const EnterTwiceSendsOnce: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: (args) => (
    <Form {...args} className="flex max-w-sm flex-col gap-4">
      <TextField label="Username" name="username" autoComplete="username" />
      <button type="submit">Sign in</button>
    </Form>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ada{Enter}{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

const courseOptions = [
  { value: 'sap-basis', label: 'SAP BASIS' },
  { value: 'sap-fico', label: 'SAP FICO' },
  { value: 'sap-mm', label: 'SAP MM' },
]
const durationOptions = [
  { value: '1-month', label: '1 month' },
  { value: '3-months', label: '3 months' },
]

/**
 * The primitives together, the way the enrolment form will use them: courses with a duration
 * under each ticked one, a custom amount, the terms, an error summary over errors shown beside
 * each field, and a button that says "Processing..." while the payment is being set up.
 */
export const Composed: Story = {
  args: { 'aria-label': 'Enrolment' },
  render: function Enrolment(args) {
    const [courses, setCourses] = useState<string[]>([])
    const [durations, setDurations] = useState<Record<string, string>>({})
    const [amount, setAmount] = useState('')
    const [terms, setTerms] = useState(false)
    const [errors, setErrors] = useState<Record<string, string>>({})
    const [busy, setBusy] = useState(false)
    const summaryBox = useRef<HTMLDivElement>(null)
    const attempted = useFocusFirstError(() => summaryBox.current)
    const summary: ErrorSummaryItem[] = Object.entries(errors).map(([fieldId, message]) => ({
      fieldId,
      message,
    }))
    return (
      <Form
        {...args}
        busy={busy}
        className="flex max-w-lg flex-col gap-6"
        onSubmit={(event) => {
          attempted()
          args.onSubmit?.(event)
          const found: Record<string, string> = {}
          if (courses.length === 0) found.courses = 'Choose at least one course.'
          if (amount !== '' && !(Number(amount) >= 0.3)) {
            found.amount = 'Enter an amount of at least £0.30.'
          }
          if (!terms) found.terms = 'Accept the terms and conditions to continue.'
          setErrors(found)
          if (Object.keys(found).length === 0) setBusy(true)
        }}
      >
        <ErrorSummary ref={summaryBox} errors={summary} />
        <CheckboxGroup
          id="courses"
          label="Courses"
          required
          options={courseOptions}
          value={courses}
          onChange={setCourses}
          error={errors.courses}
          renderChecked={(option) => (
            <SelectField
              label={`Duration of ${String(option.label)}`}
              options={durationOptions}
              value={durations[option.value] ?? '3-months'}
              onChange={(event) =>
                setDurations({ ...durations, [option.value]: event.target.value })
              }
            />
          )}
        />
        <NumberField
          id="amount"
          label="Custom amount in pounds"
          hint="Leave empty to pay the course total."
          prefix="£"
          step={0.01}
          min={0.3}
          value={amount}
          onValueChange={setAmount}
          error={errors.amount}
          className="max-w-56"
        />
        <CheckboxField
          id="terms"
          label="I accept the terms and conditions"
          required
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          error={errors.terms}
        />
        <SubmitButton busyLabel="Processing..." className="self-start">
          Pay Now
        </SubmitButton>
      </Form>
    )
  },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('an empty form lists its problems and takes focus to them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
      const alert = await canvas.findByRole('alert')
      await expect(
        within(alert)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Choose at least one course.', 'Accept the terms and conditions to continue.'])
      // Focus is on the box that holds the alert.
      await waitFor(() => expect(alert.parentElement).toHaveFocus())
      await expect(
        canvas.getByRole('group', { name: 'Courses (required)' }),
      ).toHaveAccessibleDescription('Choose at least one course.')
    })
    await step('a summary link leads to the field', async () => {
      const alert = canvas.getByRole('alert')
      await userEvent.click(
        within(alert).getByRole('link', { name: 'Choose at least one course.' }),
      )
      await expect(canvas.getByRole('checkbox', { name: 'SAP BASIS' })).toHaveFocus()
    })
    await step('a ticked course asks for its duration', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'SAP FICO' }))
      const duration = canvas.getByRole('combobox', { name: 'Duration of SAP FICO' })
      await userEvent.selectOptions(duration, '1 month')
      await expect(duration).toHaveValue('1-month')
    })
    await step('once all is well, the button is busy and says so', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Custom amount in pounds' }), '120')
      await userEvent.click(
        canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
      )
      await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
      const button = await canvas.findByRole('button', { name: 'Processing...' })
      await expect(button).toBeDisabled()
      await expect(button).toHaveAttribute('aria-busy', 'true')
      await expect(canvas.queryByRole('alert')).toBeNull()
      await expect(args.onSubmit).toHaveBeenCalledTimes(2)
    })
  },
}
