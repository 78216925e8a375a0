import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { CheckboxGroup } from '../checkbox-group/checkbox-group'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'
import { ErrorSummary, type ErrorSummaryItem } from './error-summary'

const errors = [
  { fieldId: 'email', message: 'Please enter a valid email address.' },
  { fieldId: 'courses', message: 'Choose at least one course.' },
]

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: { errors },
  // The summary above the fields it names, each showing its own error too.
  render: (args) => (
    <div className="flex max-w-lg flex-col gap-5">
      <ErrorSummary {...args} />
      <TextField id="name" label="Name" defaultValue="Ada Lovelace" />
      <TextField
        id="email"
        label="Email"
        type="email"
        defaultValue="ada@"
        error={args.errors.find((error) => error.fieldId === 'email')?.message}
      />
      <CheckboxGroup
        id="courses"
        label="Courses"
        options={[
          { value: 'sap-basis', label: 'SAP BASIS' },
          { value: 'sap-fico', label: 'SAP FICO' },
        ]}
        value={[]}
        onChange={() => {}}
        error={args.errors.find((error) => error.fieldId === 'courses')?.message}
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing has the focus after a frame: what an effect on mount would have moved has moved. */
async function expectNoFocusIn(canvasElement: HTMLElement) {
  await new Promise(requestAnimationFrame)
  await expect(canvasElement.contains(document.activeElement)).toBe(false)
}

/** It is read at once; each problem links to its field. It takes no focus by itself. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    const links = within(alert).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(errors.map((e) => e.message))
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#email', '#courses'])
    // Focus moves to it after an attempt (below), never as a page opens: a docs page stays at its top.
    await expectNoFocusIn(canvasElement)
  },
}

/** A link moves focus to its field; for a group, to its first checkbox. */
export const LinksFocusFields: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert')
    await userEvent.click(within(alert).getByRole('link', { name: errors[0]?.message }))
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus()
    await userEvent.click(within(alert).getByRole('link', { name: errors[1]?.message }))
    await expect(canvas.getByRole('checkbox', { name: 'SAP BASIS' })).toHaveFocus()
  },
}

export const CustomTitle: Story = {
  args: { title: 'Check your enrolment', errors: errors.slice(0, 1) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: 'Check your enrolment' })).toBeVisible()
    await expect(within(alert).getAllByRole('link')).toHaveLength(1)
  },
}

/** No problems, no box. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'There is a problem' })).toBeNull()
  },
}

/**
 * In a form, as the forms use it: rendered with problems, it leaves focus where it is; each
 * attempt to send moves focus to it (useFocusFirstError), so that it is read again, and putting
 * a problem right moves nothing.
 */
export const FocusAfterEachAttempt: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: function CheckedForm(args) {
    const [shown, setShown] = useState<readonly ErrorSummaryItem[]>(args.errors)
    const [email, setEmail] = useState('ada@')
    const summaryBox = useRef<HTMLDivElement>(null)
    const attempted = useFocusFirstError(() => summaryBox.current)
    return (
      <Form
        aria-label="Details"
        className="flex max-w-lg flex-col gap-5"
        onSubmit={() => {
          attempted()
          // Answered like the site does: the problems found now, the same ones as a new array.
          setShown(email.includes('.') ? [] : errors.slice(0, 1))
        }}
      >
        <ErrorSummary ref={summaryBox} {...args} errors={shown} />
        <TextField
          id="email"
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={shown.find((error) => error.fieldId === 'email')?.message}
        />
        <SubmitButton className="self-start">Save</SubmitButton>
      </Form>
    )
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const box = () => canvas.getByRole('alert').parentElement
    await step('rendered with problems, it takes no focus', async () => {
      await expect(canvas.getByRole('alert')).toBeVisible()
      await expectNoFocusIn(canvasElement)
    })
    await step('an attempt moves focus to it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(box()).toHaveFocus())
      await expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(1)
    })
    await step('typing in a field leaves focus there', async () => {
      const field = canvas.getByRole('textbox', { name: 'Email' })
      await userEvent.type(field, 'example')
      await expect(field).toHaveFocus()
    })
    await step('the same problem after another attempt takes focus again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(box()).toHaveFocus())
    })
    await step('an attempt with no problems left: no summary', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '.com')
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(canvas.queryByRole('alert')).toBeNull()
    })
  },
}
