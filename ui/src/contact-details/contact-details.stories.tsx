import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleBrand, sampleOfficeHours } from '../lib/story-fixtures'
import { ContactDetails } from './contact-details'

const meta = {
  title: 'Content/ContactDetails',
  component: ContactDetails,
  args: {
    addressLabel: sampleBrand.addressLabel,
    addressLines: sampleBrand.addressLines,
    phone: sampleBrand.phone,
    email: sampleBrand.email,
    hours: sampleOfficeHours,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactDetails>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('address')).toHaveTextContent('18 St Giles Street')
    await expect(canvas.getByRole('link', { name: sampleBrand.phone.display })).toHaveAttribute(
      'href',
      sampleBrand.phone.href,
    )
    await expect(canvas.getByRole('link', { name: sampleBrand.email })).toHaveAttribute(
      'href',
      `mailto:${sampleBrand.email}`,
    )
    await expect(canvas.getByText('Office hours')).toBeVisible()
    await expect(canvas.getByText('9am to 5pm')).toBeVisible()
  },
}

export const ClassTimings: Story = {
  args: {
    hoursTitle: 'Class timings',
    hours: [
      { days: 'Monday to Friday', hours: '5pm to 9pm UK time' },
      { days: 'Saturday and Sunday', hours: '10am to 1pm' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Class timings')).toBeVisible()
    await expect(canvas.getByText('Saturday and Sunday')).toBeVisible()
  },
}
