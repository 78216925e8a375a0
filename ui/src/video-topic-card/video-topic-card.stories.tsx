import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VideoTopicCard } from './video-topic-card'

const meta = {
  title: 'Content/VideoTopicCard',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: VideoTopicCard,
  // Stories load no third-party page: the preview is a blank frame, the link is never followed.
  args: {
    number: 3,
    title: 'Work Process Introduction',
    previewUrl: 'about:blank',
    viewUrl: 'https://video-host.example/file/d/sample-video-03/view',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoTopicCard>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Number and title, a play button in place of the video (nothing is loaded from the video host
 * until it is pressed), and a link that opens the video in a new tab.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: '3. Work Process Introduction' }),
    ).toBeVisible()
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    const watch = canvas.getByRole('link', {
      name: 'Watch Fullscreen: 3. Work Process Introduction (opens in a new tab)',
    })
    await expect(watch).toHaveAttribute('href', args.viewUrl)
    await expect(watch).toHaveAttribute('target', '_blank')
    await expect(watch.getAttribute('rel')?.split(' ')).toContain('noopener')
    await expect(canvas.getByRole('article')).toHaveAccessibleName('3. Work Process Introduction')

    // Pressing Play puts the frame in the same box, with the focus.
    const play = canvas.getByRole('button', { name: 'Play video 3: Work Process Introduction' })
    const box = play.getBoundingClientRect()
    await userEvent.click(play)
    const frame = canvasElement.querySelector('iframe')
    await expect(frame).toHaveAttribute('title', 'Video 3: Work Process Introduction')
    await expect(frame).toHaveAttribute('src', args.previewUrl)
    await expect(frame).toHaveFocus()
    const frameBox = frame!.getBoundingClientRect()
    await expect([frameBox.width, frameBox.height]).toEqual([box.width, box.height])
  },
}

/** A long title wraps under its number; the link stays at the foot of the card. */
export const LongTitle: Story = {
  args: { number: 10, title: 'Windows linux difference: installing SAP on each platform' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Watch Fullscreen/ })).toBeVisible()
  },
}
