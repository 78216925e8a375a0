import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { SelectField } from '../select-field/select-field'
import { CheckboxGroup } from './checkbox-group'

const courses = [
  { value: 'sap-basis', label: 'SAP BASIS', hint: 'Administration of SAP systems.' },
  { value: 'sap-fico', label: 'SAP FICO' },
  { value: 'sap-mm', label: 'SAP MM' },
]

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Courses', name: 'courses', options: courses, value: [], onChange: fn() },
  // The group is controlled: the story keeps the value, as a form would.
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value)
    return (
      <CheckboxGroup
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next)
          setValue(next)
        }}
      />
    )
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Courses' })
    const boxes = within(group).getAllByRole('checkbox')
    await expect(boxes).toHaveLength(3)
    for (const box of boxes) await expect(box).not.toBeChecked()
    await expect(
      within(group).getByRole('checkbox', { name: 'SAP BASIS' }),
    ).toHaveAccessibleDescription('Administration of SAP systems.')
    await userEvent.click(within(group).getByRole('checkbox', { name: 'SAP MM' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['sap-mm'])
    // The value follows the order of the options, whatever the order of the clicks.
    await userEvent.click(within(group).getByRole('checkbox', { name: 'SAP BASIS' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['sap-basis', 'sap-mm'])
    await userEvent.click(within(group).getByRole('checkbox', { name: 'SAP MM' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['sap-basis'])
    await expect(within(group).getByRole('checkbox', { name: 'SAP BASIS' })).toBeChecked()
    await expect(within(group).getByRole('checkbox', { name: 'SAP MM' })).not.toBeChecked()
  },
}

export const Filled: Story = {
  args: { value: ['sap-basis', 'sap-fico'], hint: 'Choose one or more.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Courses' })
    await expect(group).toHaveAccessibleDescription('Choose one or more.')
    await expect(within(group).getByRole('checkbox', { name: 'SAP BASIS' })).toBeChecked()
    await expect(within(group).getByRole('checkbox', { name: 'SAP FICO' })).toBeChecked()
    await expect(within(group).getByRole('checkbox', { name: 'SAP MM' })).not.toBeChecked()
    await expect(
      within(group).getByRole('checkbox', { name: 'SAP BASIS' }).closest('li'),
    ).toHaveAttribute('data-checked')
  },
}

/** The error is tied to the group: it is read with the group's name as the visitor enters it. */
export const Invalid: Story = {
  args: { required: true, id: 'courses', error: 'Choose at least one course.' },
  play: async ({ canvas }) => {
    // A fieldset cannot be `required`, so its name says so; the asterisk is for the eye only.
    const group = canvas.getByRole('group', { name: 'Courses (required)' })
    await expect(group).toHaveAccessibleDescription('Choose at least one course.')
    await expect(group).toHaveAttribute('data-invalid')
    // The group's id is its first checkbox's, where an ErrorSummary link lands.
    await expect(within(group).getByRole('checkbox', { name: 'SAP BASIS' })).toHaveAttribute(
      'id',
      'courses',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, value: ['sap-fico'] },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Courses' })
    await expect(group).toBeDisabled()
    await expect(group).toHaveAttribute('data-disabled')
    for (const box of within(group).getAllByRole('checkbox')) await expect(box).toBeDisabled()
    await userEvent.click(within(group).getByRole('checkbox', { name: 'SAP BASIS' }))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** One option can be out of reach while the others are not. */
export const DisabledOption: Story = {
  args: {
    options: [...courses.slice(0, 2), { value: 'sap-mm', label: 'SAP MM (full)', disabled: true }],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Courses' })
    await expect(within(group).getByRole('checkbox', { name: 'SAP MM (full)' })).toBeDisabled()
    await expect(within(group).getByRole('checkbox', { name: 'SAP FICO' })).toBeEnabled()
  },
}

/**
 * A ticked option can show more under it: here a duration for each ticked course, as on the
 * enrolment form. Unticking the course takes its duration away.
 */
export const WithDetailsUnderTickedOptions: Story = {
  args: {
    value: ['sap-basis'],
    renderChecked: (option) => (
      <SelectField
        label={`Duration of ${String(option.label)}`}
        options={[
          { value: '1-month', label: '1 month' },
          { value: '3-months', label: '3 months' },
        ]}
        defaultValue="3-months"
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Courses' })
    await expect(
      within(group).getByRole('combobox', { name: 'Duration of SAP BASIS' }),
    ).toHaveValue('3-months')
    await expect(within(group).queryByRole('combobox', { name: 'Duration of SAP FICO' })).toBeNull()
    await userEvent.click(within(group).getByRole('checkbox', { name: 'SAP FICO' }))
    await expect(
      within(group).getByRole('combobox', { name: 'Duration of SAP FICO' }),
    ).toBeVisible()
    await userEvent.click(within(group).getByRole('checkbox', { name: 'SAP BASIS' }))
    await expect(
      within(group).queryByRole('combobox', { name: 'Duration of SAP BASIS' }),
    ).toBeNull()
  },
}
