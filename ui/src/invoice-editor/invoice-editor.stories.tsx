import {
  addInvoiceLine,
  brand,
  headOfficeLines,
  invoiceFieldErrors,
  invoiceLimits,
  invoiceLineAmounts,
  invoiceMessages,
  invoiceTexts,
  invoiceView,
  isInvoiceComplete,
  newInvoiceDraft,
  removeInvoiceLine,
  updateInvoiceField,
  updateInvoiceLine,
  validateInvoice,
  type InvoiceDraft,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import { InvoicePreview } from '../invoice-preview/invoice-preview'
import { InvoiceEditor, type InvoiceEditorProps } from './invoice-editor'

const fresh = newInvoiceDraft({ today: '2025-07-01', number: 'INV-0042' })

const company = {
  name: brand.name,
  addressLines: headOfficeLines(),
  email: brand.email,
}

/**
 * The invoice page in miniature: the draft kept in state and changed with core's rules, the
 * problems and amounts worked out from it on every change, (with `withDownload`) a download
 * button that counts the attempts to use an invoice with problems, and (with `withPreview`) the
 * preview beside it. The spies in `args` still see every callback.
 */
function EditorHarness({
  value: initial,
  checkAttempts: initialAttempts = 0,
  withPreview = false,
  withDownload = false,
  ...args
}: InvoiceEditorProps & { withPreview?: boolean; withDownload?: boolean }) {
  const [draft, setDraft] = useState<InvoiceDraft>(initial)
  const [checkAttempts, setCheckAttempts] = useState(initialAttempts)
  const view = invoiceView(draft)
  const form = (
    <InvoiceEditor
      {...args}
      value={draft}
      errors={validateInvoice(draft)}
      checkAttempts={checkAttempts}
      lineAmounts={invoiceLineAmounts(draft)}
      total={view.total}
      onFieldChange={(field, text) => {
        args.onFieldChange(field, text)
        setDraft((current) => updateInvoiceField(current, field, text))
      }}
      onLineChange={(id, field, text) => {
        args.onLineChange(id, field, text)
        setDraft((current) => updateInvoiceLine(current, id, field, text))
      }}
      onAddLine={() => {
        args.onAddLine()
        setDraft((current) => addInvoiceLine(current))
      }}
      onRemoveLine={(id) => {
        args.onRemoveLine(id)
        setDraft((current) => removeInvoiceLine(current, id))
      }}
    />
  )
  const editor = withDownload ? (
    <div className="flex flex-col gap-6">
      {form}
      <Button
        className="self-start"
        onClick={() => {
          if (!isInvoiceComplete(validateInvoice(draft))) setCheckAttempts((count) => count + 1)
        }}
      >
        {invoiceMessages.download}
      </Button>
    </div>
  ) : (
    form
  )
  if (!withPreview) return editor
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      {editor}
      <InvoicePreview invoice={view} company={company} />
    </div>
  )
}

const meta = {
  title: 'Invoices/InvoiceEditor',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: InvoiceEditor,
  args: {
    'aria-label': 'Invoice details',
    value: fresh,
    errors: { fields: {}, lines: {} },
    onFieldChange: fn(),
    onLineChange: fn(),
    onAddLine: fn(),
    onRemoveLine: fn(),
    defaultNotes: invoiceTexts.defaultNotes,
    idPrefix: 'invoice',
  },
  render: (args) => <EditorHarness {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvoiceEditor>
export default meta
type Story = StoryObj<typeof meta>

/** A line's controls, found inside its group ("Item 2"). */
function line(canvas: ReturnType<typeof within>, position: number) {
  const group = within(canvas.getByRole('group', { name: `Item ${position}` }))
  return {
    product: group.getByRole('textbox', { name: 'Product' }),
    quantity: group.getByRole('textbox', { name: 'Quantity' }),
    unitPrice: group.getByRole('textbox', { name: 'Unit price' }),
    remove: group.getByRole('button', { name: `Remove item ${position}` }),
    text: () => canvas.getByRole('group', { name: `Item ${position}` }).textContent ?? '',
  }
}

/** A fresh invoice: today's date, due four days later, one empty line of quantity 1. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('INV-0042')
    await expect(canvas.getByLabelText(/^Invoice date/)).toHaveValue('2025-07-01')
    await expect(canvas.getByLabelText(/^Due date/)).toHaveValue('2025-07-05')
    const first = line(canvas, 1)
    await expect(first.product).toHaveValue('')
    await expect(first.quantity).toHaveValue('1')
    await expect(first.unitPrice).toHaveValue('')
    await expect(first.text()).toContain('£0.00')
    // Nothing is flagged before anything is typed.
    await expect(canvasElement.querySelectorAll('[aria-invalid]')).toHaveLength(0)
    await expect(
      canvas.getByRole('textbox', { name: 'Additional notes (optional)' }),
    ).toHaveAccessibleDescription(
      'Left empty, the invoice says “It was great doing business with you.”',
    )
  },
}

/** Each line's amount and the total follow every keystroke, in whole pence. */
export const LiveTotals: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = line(canvas, 1)
    await userEvent.type(first.product, 'Website design')
    await userEvent.type(first.unitPrice, '750')
    await expect(first.text()).toContain('£750.00')

    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }))
    const second = line(canvas, 2)
    await userEvent.type(second.product, 'Support hours')
    await userEvent.clear(second.quantity)
    await userEvent.type(second.quantity, '3.5')
    await userEvent.type(second.unitPrice, '0.29')
    // 3.5 × £0.29 = £1.015, rounded to the nearest penny, halves up.
    await expect(second.text()).toContain('£1.02')
    await expect(canvas.getByText('£751.02')).toBeVisible()
    await expect(args.onLineChange).toHaveBeenLastCalledWith(2, 'unitPrice', '0.29')
  },
}

/** Add product adds an empty line and moves focus to it; a remove button takes its line away. */
export const AddAndRemoveLines: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: {
    value: {
      ...fresh,
      lines: [
        { id: 1, name: 'Audit', quantity: '1', unitPrice: '100' },
        { id: 2, name: 'Training', quantity: '2', unitPrice: '50' },
      ],
    },
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('add a line', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add product' }))
      await expect(args.onAddLine).toHaveBeenCalledTimes(1)
      const third = line(canvas, 3)
      await expect(third.product).toHaveFocus()
      await expect(third.product).toHaveValue('')
      await expect(third.quantity).toHaveValue('1')
      await expect(third.unitPrice).toHaveValue('')
    })

    await step('remove the first: the next takes its place and its focus', async () => {
      await userEvent.click(line(canvas, 1).remove)
      await expect(args.onRemoveLine).toHaveBeenCalledWith(1)
      const first = line(canvas, 1)
      await expect(first.product).toHaveValue('Training')
      await expect(first.product).toHaveFocus()
      await expect(canvas.getByText('Item 1 removed.')).toBeInTheDocument()
      await expect(first.text()).toContain('£100.00')
    })

    await step('remove the last: focus goes to the line before', async () => {
      await userEvent.click(line(canvas, 2).remove)
      await expect(line(canvas, 1).product).toHaveFocus()
      await expect(canvas.queryByRole('group', { name: 'Item 2' })).toBeNull()
    })

    await step('remove every line: focus goes to Add product', async () => {
      await userEvent.click(line(canvas, 1).remove)
      await expect(canvas.getByText('No products yet.')).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Add product' })).toHaveFocus()
    })
  },
}

/** A due date before the invoice date is flagged beside the due date at once. */
export const DueDateFlag: Story = {
  play: async ({ canvas, userEvent }) => {
    const due = canvas.getByLabelText(/^Due date/)
    await userEvent.clear(due)
    await userEvent.type(due, '2025-06-30')
    await waitFor(() => expect(due).toHaveAttribute('aria-invalid', 'true'))
    await expect(due).toHaveAccessibleDescription('Due date is before the invoice date')
    await expect(canvas.getByLabelText(/^Invoice date/)).not.toHaveAttribute('aria-invalid')

    // The same day is fine.
    await userEvent.clear(due)
    await userEvent.type(due, '2025-07-01')
    await waitFor(() => expect(due).not.toHaveAttribute('aria-invalid'))
  },
}

/** Errors show once a field is left, and follow the typing from then on. */
export const ErrorsAsTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Customer email' })
    await userEvent.type(email, 'accounts@')
    // Not while it is being typed…
    await expect(email).not.toHaveAttribute('aria-invalid')
    await userEvent.tab()
    // …but once it is left, and then as it changes.
    await expect(email).toHaveAccessibleDescription(invoiceFieldErrors.customerEmail)
    await userEvent.type(email, 'acme.example')
    await expect(email).not.toHaveAttribute('aria-invalid')

    const name = canvas.getByRole('textbox', { name: 'Customer name' })
    await userEvent.click(name)
    await userEvent.tab()
    await expect(name).toHaveAccessibleDescription(invoiceFieldErrors.customerName)
    await userEvent.type(name, 'Acme Trading Ltd')
    await expect(name).not.toHaveAttribute('aria-invalid')

    const quantity = line(canvas, 1).quantity
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '0')
    await userEvent.tab()
    await expect(quantity).toHaveAccessibleDescription(invoiceFieldErrors.quantityTooSmall)
    const price = line(canvas, 1).unitPrice
    await userEvent.type(price, '-5')
    await userEvent.tab()
    await expect(price).toHaveAccessibleDescription(invoiceFieldErrors.unitPriceNegative)
  },
}

/**
 * After an attempt to use an invoice with problems: every error, and a summary of them. Each
 * attempt (here the download button) moves focus to the summary; opening the editor does not.
 */
export const AfterAnAttempt: Story = {
  args: { checkAttempts: 1, errorSummaryTitle: 'Correct these before downloading the PDF' },
  render: (args) => <EditorHarness {...args} withDownload />,
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const summary = canvas.getByRole('alert')
    const download = canvas.getByRole('button', { name: invoiceMessages.download })
    await step('shown as the editor opens, the summary leaves focus alone', async () => {
      await expect(
        within(summary).getByText('Correct these before downloading the PDF'),
      ).toBeVisible()
      await new Promise(requestAnimationFrame)
      await expect(canvasElement.contains(document.activeElement)).toBe(false)
    })
    await step('an attempt moves focus to the summary', async () => {
      await userEvent.click(download)
      await waitFor(() => expect(summary.parentElement).toHaveFocus())
    })
    await step('its links lead to the fields', async () => {
      const links = within(summary).getAllByRole('link')
      await expect(links.map((link) => link.textContent)).toEqual([
        invoiceFieldErrors.customerName,
        invoiceFieldErrors.items,
      ])
      await userEvent.click(links[1]!)
      await expect(line(canvas, 1).product).toHaveFocus()
    })
    await step('putting a problem right takes it out without moving focus', async () => {
      await userEvent.type(line(canvas, 1).product, 'Audit')
      await expect(line(canvas, 1).product).toHaveFocus()
      await expect(within(summary).getAllByRole('link')).toHaveLength(1)
    })
    await step('the next attempt moves focus to the summary again', async () => {
      await userEvent.click(download)
      await waitFor(() => expect(summary.parentElement).toHaveFocus())
    })
  },
}

/** A draft reopened with problems in it shows them at once. */
export const RestoredWithProblems: Story = {
  args: {
    value: {
      ...fresh,
      customerName: 'Acme Trading Ltd',
      customerEmail: 'accounts@',
      lines: [{ id: 1, name: 'Audit', quantity: 'two', unitPrice: '100' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Customer email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(line(canvas, 1).quantity).toHaveAccessibleDescription(
      invoiceFieldErrors.quantityFormat,
    )
    await expect(line(canvas, 1).text()).toContain('—')
  },
}

/** At the most lines an invoice takes, Add product is disabled and says why. */
export const AtTheLimitOfLines: Story = {
  args: {
    maxLines: 2,
    maxLinesMessage: invoiceFieldErrors.tooManyLines,
    value: {
      ...fresh,
      lines: [
        { id: 1, name: 'Audit', quantity: '1', unitPrice: '100' },
        { id: 2, name: 'Training', quantity: '1', unitPrice: '100' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add product' })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription(
      `An invoice takes at most ${invoiceLimits.lines.toLocaleString('en-GB')} products.`,
    )
  },
}

/** With the preview beside it, as on the invoice page: the preview follows the typing. */
export const WithLivePreview: Story = {
  render: (args) => <EditorHarness {...args} withPreview />,
  decorators: [
    (Story) => (
      <div className="max-w-none">
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const preview = within(canvas.getByRole('article', { name: 'Invoice' }))
    await expect(preview.getByText('It was great doing business with you.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Customer name' }), 'Acme Trading Ltd')
    await expect(preview.getByText('Acme Trading Ltd')).toBeVisible()

    const first = line(canvas, 1)
    await userEvent.type(first.product, 'Website design')
    await userEvent.type(first.unitPrice, '0.10')
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }))
    const second = line(canvas, 2)
    await userEvent.type(second.product, 'Hosting')
    await userEvent.type(second.unitPrice, '0.20')
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; the invoice says £0.30.
    const total = preview.getByRole('row', { name: /^Total/ })
    await expect(total).toHaveTextContent('£0.30')
    await expect(preview.getAllByRole('row', { name: /Website design|Hosting/ })).toHaveLength(2)

    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Additional notes (optional)' }),
      'Paid with thanks.',
    )
    await expect(preview.getByText('Paid with thanks.')).toBeVisible()
    await expect(preview.queryByText('It was great doing business with you.')).toBeNull()
  },
}

/** On a small phone the lines stack: product over quantity and price. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: {
    value: {
      ...fresh,
      customerName: 'Acme Trading Ltd',
      lines: [{ id: 1, name: 'Website design and build', quantity: '1', unitPrice: '1,250' }],
    },
  },
  play: async ({ canvas }) => {
    const first = line(canvas, 1)
    const product = first.product.getBoundingClientRect()
    const quantity = first.quantity.getBoundingClientRect()
    await expect(quantity.top).toBeGreaterThan(product.bottom)
    await expect(first.text()).toContain('£1,250.00')
  },
}
