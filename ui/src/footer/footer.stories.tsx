import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  sampleBrand,
  sampleCompanyDetails,
  sampleFeedLink,
  sampleFooterLinks,
  sampleLegalLinks,
  sampleSocial,
  withStayLinks,
} from '../lib/story-fixtures'
import { Footer } from './footer'

const meta = {
  title: 'Layout/Footer',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [withStayLinks],
  args: {
    brandName: sampleBrand.name,
    tagline: sampleBrand.tagline,
    about: sampleBrand.about,
    addressLabel: sampleBrand.addressLabel,
    addressLines: sampleBrand.addressLines,
    phone: sampleBrand.phone,
    email: sampleBrand.email,
    social: sampleSocial,
    feedLink: sampleFeedLink,
    links: sampleFooterLinks,
    legalLinks: sampleLegalLinks,
    companyDetails: sampleCompanyDetails,
    year: 2025,
  },
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement, step }) => {
    await step('about and head office', async () => {
      await expect(canvas.getByText(sampleBrand.about)).toBeVisible()
      await expect(canvas.getByRole('heading', { name: 'Head office' })).toBeVisible()
      const address = canvasElement.querySelector('address')
      await expect(address).toHaveTextContent('18 St Giles Street')
      await expect(address).toHaveTextContent('Northampton NN1 1JA')
    })
    await step('phone, e-mail, social and feed links', async () => {
      await expect(canvas.getByRole('link', { name: sampleBrand.phone.display })).toHaveAttribute(
        'href',
        sampleBrand.phone.href,
      )
      await expect(canvas.getByRole('link', { name: sampleBrand.email })).toHaveAttribute(
        'href',
        `mailto:${sampleBrand.email}`,
      )
      for (const network of sampleSocial) {
        await expect(canvas.getByRole('link', { name: network.label })).toHaveAttribute(
          'href',
          network.href,
        )
      }
      await expect(canvas.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss')
    })
    await step('bottom links and copyright', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Footer' }))
      const links = nav.getAllByRole('link')
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(
        sampleFooterLinks.map((link) => link.href),
      )
      await expect(
        canvas.getByText('© 2025 Northlight Education & IT. All rights reserved.'),
      ).toBeVisible()
    })
    await step('the company registration and the legal pages', async () => {
      await expect(canvas.getByText(sampleCompanyDetails)).toBeVisible()
      await expect(canvas.getByText(/company number \d{8}/)).toBeVisible()
      const legal = within(canvas.getByRole('navigation', { name: 'Legal' })).getAllByRole('link')
      await expect(legal.map((link) => link.getAttribute('href'))).toEqual([
        '/privacy',
        '/terms',
        '/cookies',
        '/accessibility',
      ])
    })
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'RSS feed' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}
