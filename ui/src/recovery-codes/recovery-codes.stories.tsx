import { brand, staffFormText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, spyOn } from 'storybook/test'
import { sampleRecoveryCodes } from '../lib/story-fixtures'
import { RecoveryCodes } from './recovery-codes'

const text = staffFormText.recovery

const meta = {
  title: 'Content/RecoveryCodes',
  component: RecoveryCodes,
  args: { text, codes: sampleRecoveryCodes, brandName: brand.name, onDone: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecoveryCodes>
export default meta
type Story = StoryObj<typeof meta>

/** The ten codes in order; the download is a text file holding every one; then on. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(sampleRecoveryCodes.length)
    await expect(items[0]).toHaveTextContent(sampleRecoveryCodes[0]!)

    const made: Blob[] = []
    const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob)
      return 'about:blank#codes'
    })
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await userEvent.click(canvas.getByRole('button', { name: text.download }))
    await expect(click).toHaveBeenCalledOnce()
    const file = await made[0]!.text()
    for (const code of sampleRecoveryCodes) await expect(file).toContain(code)
    await expect(file).toContain(brand.name)
    createObjectURL.mockRestore()
    click.mockRestore()

    await userEvent.click(canvas.getByRole('button', { name: text.done }))
    await expect(args.onDone).toHaveBeenCalledOnce()
  },
}

/** Copy puts the codes on the clipboard and says so. */
export const Copy: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await userEvent.click(canvas.getByRole('button', { name: text.copy }))
    await expect(writeText).toHaveBeenCalledWith(sampleRecoveryCodes.join('\n'))
    await expect(await canvas.findByRole('status')).toHaveTextContent(text.copied)
    writeText.mockRestore()
  },
}
