import { contactMessages, homePageContent } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { HomePage } from '../home-page/home-page'
import { SampleSiteFrame } from '../lib/story-fixtures'

/**
 * The home page: the same component and content as its route, /, inside the site's header and
 * footer, so the template cannot drift from the page.
 */
function HomeTemplate() {
  return (
    <SampleSiteFrame currentPath="/">
      <HomePage
        {...homePageContent()}
        quickContact={{
          onSubmit: fn(),
          status: 'idle',
          messages: contactMessages.quickContact,
          honeypotName: 'website',
        }}
      />
    </SampleSiteFrame>
  )
}

const meta = {
  title: 'Page templates/Home',
  component: HomeTemplate,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeTemplate>
export default meta
type Story = StoryObj<typeof meta>

/** A laptop's width: four highlights and three services a row. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole('region', { name: 'Featured programmes' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'privacy notice' })).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'Quick Contact' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View all courses' })).toBeVisible()
  },
}

/** A phone: everything in one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
