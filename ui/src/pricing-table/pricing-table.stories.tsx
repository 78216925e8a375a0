import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PricingTable } from './pricing-table'

const rows = [
  {
    service: 'Static website',
    price: '£500–£1,000',
    technologies: ['HTML', 'CSS', 'JavaScript'],
  },
  {
    service: 'Dynamic business website',
    price: '£1,000–£2,000',
    technologies: ['React', 'Node.js', 'PostgreSQL'],
  },
  {
    service: 'Advanced portal or app',
    price: '£2,000–£3,000+',
    technologies: ['React', 'TypeScript', 'REST APIs', 'Cloud hosting'],
  },
  {
    service: 'Website maintenance contract (12 months)',
    price: '£35,000',
    technologies: ['Monitoring', 'Security updates', 'Backups'],
  },
  {
    service: 'Digital transformation',
    price: 'From £1,000 per day',
    technologies: ['Process review', 'Cloud', 'Automation'],
  },
]

const meta = {
  title: 'Content/PricingTable',
  component: PricingTable,
  args: { caption: 'IT services price guide', rows },
} satisfies Meta<typeof PricingTable>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'IT services price guide' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Service', 'Price', 'Technologies'])
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(rows.length)
    const staticRow = within(table).getByRole('row', { name: /Static website/ })
    await expect(within(staticRow).getByRole('cell', { name: '£500–£1,000' })).toBeVisible()
    // Each row's technologies are listed once for the width shown (display: none hides the other).
    await expect(
      within(staticRow)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HTML', 'CSS', 'JavaScript'])
    await expect(within(staticRow).getAllByRole('cell')[1]).toBeVisible()
  },
}

/** Phones: the technologies fold under the service, so two columns fit without scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'IT services price guide' })
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2)
    const row = within(table).getByRole('row', { name: /Advanced portal/ })
    const technologies = within(row).getAllByRole('listitem')
    await expect(technologies.map((item) => item.textContent)).toEqual(rows[2]?.technologies)
    for (const item of technologies) await expect(item).toBeVisible()
    await expect(within(row).getByRole('cell', { name: '£2,000–£3,000+' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

export const CustomHeaders: Story = {
  args: {
    caption: 'Support plans',
    headers: { service: 'Plan', price: 'Cost', technologies: 'Includes' },
    rows: rows.slice(3),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Plan' })).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: 'Cost' })).toBeVisible()
  },
}
