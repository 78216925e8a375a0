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
    await expect(canvas.getByText('9:00 AM to 5:00 PM')).toBeVisible()
  },
}

export const ClassTimings: Story = {
  args: {
    hoursTitle: 'Class timings',
    hours: [
      { days: 'Monday to Friday', hours: '5:00 PM to 9:00 PM UK time' },
      { days: 'Saturday and Sunday', hours: '10:00 AM to 1:00 PM' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Class timings')).toBeVisible()
    await expect(canvas.getByText('Saturday and Sunday')).toBeVisible()
  },
}
