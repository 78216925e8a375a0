import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { CheckboxGroup } from '../checkbox-group/checkbox-group'
import { TextField } from '../text-field/text-field'
import { ErrorSummary } from './error-summary'

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

/** It is read at once and takes focus; each problem links to its field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    const links = within(alert).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(errors.map((e) => e.message))
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#email', '#courses'])
    // Focus is on the box that holds the alert.
    await waitFor(() => expect(alert.parentElement).toHaveFocus())
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

/** Where the caller moves focus itself, the summary can leave focus alone. */
export const WithoutFocus: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { focusOnChange: false },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toBeVisible()
    await expect(alert.parentElement).not.toHaveFocus()
    await expect(alert).not.toHaveFocus()
  },
}
