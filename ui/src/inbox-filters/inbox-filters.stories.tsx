import {
  courses,
  events,
  inboxApiPaths,
  inboxLimits,
  inboxMessages,
  inboxPageText,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { sampleInboxLabels, withStayLinks } from '../lib/story-fixtures'
import { InboxFilters } from './inbox-filters'

const text = inboxPageText

const meta = {
  title: 'Forms/InboxFilters',
  component: InboxFilters,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    labels: sampleInboxLabels,
    values: {},
    events: events.map((event) => ({ value: event.slug, label: event.title })),
    courses: courses.map((course) => ({ value: course.slug, label: course.title })),
    action: '/staff/inbox',
    csvHref: inboxApiPaths.inboxCsv,
    searchMaxLength: inboxLimits.search,
    onApply: fn(),
  },
} satisfies Meta<typeof InboxFilters>
export default meta
type Story = StoryObj<typeof meta>

/** Apply makes the address's query from the filled-in fields; Clear and Export CSV are links. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('search', { name: text.filtersHeading })
    await expect(form).toHaveAttribute('method', 'get')
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.columns.kind }),
      'enquiry',
    )
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.columns.status }),
      'new',
    )
    await userEvent.type(within(form).getByRole('textbox', { name: /Search/ }), '07700')
    await userEvent.click(within(form).getByRole('button', { name: text.applyFilters }))
    await expect(args.onApply).toHaveBeenCalledOnce()
    const query = (args.onApply as ReturnType<typeof fn>).mock.calls[0]![0] as URLSearchParams
    await expect(query.toString()).toBe('kind=enquiry&status=new&q=07700')
    await expect(within(form).getByRole('link', { name: text.clearFilters })).toHaveAttribute(
      'href',
      '/staff/inbox',
    )
    await expect(within(form).getByRole('link', { name: text.exportCsv })).toHaveAttribute(
      'href',
      inboxApiPaths.inboxCsv,
    )
  },
}

/** A bookmarked view: the fields show the address's filters, and the CSV link carries them. */
export const Filtered: Story = {
  args: {
    values: { kind: 'registration', event: 'education-growth-workshop', from: '2026-11-01' },
    csvHref: `${inboxApiPaths.inboxCsv}?kind=registration&event=education-growth-workshop&from=2026-11-01`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: text.columns.kind })).toHaveValue(
      'registration',
    )
    await expect(canvas.getByRole('combobox', { name: text.event })).toHaveValue(
      'education-growth-workshop',
    )
    await expect(canvas.getByLabelText(text.from)).toHaveValue('2026-11-01')
    await expect(canvas.getByRole('link', { name: text.exportCsv })).toHaveAttribute(
      'href',
      expect.stringContaining('event=education-growth-workshop'),
    )
  },
}

/** The server refused a filter: its message on the field. */
export const DatesInTheWrongOrder: Story = {
  args: {
    values: { from: '2026-11-20', to: '2026-11-01' },
    errors: { to: inboxMessages.dateOrder },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(text.to)).toHaveAccessibleDescription(
      inboxMessages.dateOrder,
    )
  },
}

/** On a phone the fields stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** The Enrolments room's fewer filters: payment, course, dates and a search. */
export const EnrolmentFilters: Story = {
  args: {
    fields: ['payment', 'course', 'from', 'to', 'q'],
    values: { payment: 'refunded' },
    action: '/staff/enrolments',
    csvHref: `${inboxApiPaths.enrolmentsCsv}?payment=refunded`,
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('combobox', { name: text.columns.kind })).toBeNull()
    await expect(canvas.queryByRole('combobox', { name: text.event })).toBeNull()
    await expect(canvas.getByRole('combobox', { name: text.columns.payment })).toHaveValue(
      'refunded',
    )
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.course }), 'sap-basis')
    await userEvent.click(canvas.getByRole('button', { name: text.applyFilters }))
    const query = (args.onApply as ReturnType<typeof fn>).mock.calls[0]![0] as URLSearchParams
    await expect(query.toString()).toBe('course=sap-basis&payment=refunded')
  },
}
