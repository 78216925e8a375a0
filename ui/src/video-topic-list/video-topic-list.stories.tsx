import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { VideoTopicList, type VideoTopic } from './video-topic-list'

/** The course's 14 titles; the previews are blank frames, so stories reach no video host. */
const titles = [
  'Introduction to SAP and ERP',
  'SAP System Architecture',
  'Work Process Introduction',
  'Update Work process',
  'BackGround Work Process',
  'GUI Installation',
  'Message Server',
  'Parameters',
  'Operational Modes',
  'Windows linux difference',
  'SAP Instances',
  'Work Processes Practice',
  'Work Processes Practice',
  'Start/Stop SAP',
]
const sampleTopics: VideoTopic[] = titles.map((title, index) => ({
  number: index + 1,
  title,
  previewUrl: 'about:blank',
  viewUrl: `https://video-host.example/file/d/sample-video-${index + 1}/view`,
}))

const meta = {
  title: 'Content/VideoTopicList',
  component: VideoTopicList,
  args: { topics: sampleTopics, 'aria-label': 'SAP BASIS video topics' },
} satisfies Meta<typeof VideoTopicList>
export default meta
type Story = StoryObj<typeof meta>

/** All 14 topics in order, each numbered, both practice videos listed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'SAP BASIS video topics' })
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(14)
    await expect(within(items[0]!).getByRole('heading')).toHaveTextContent(
      '1. Introduction to SAP and ERP',
    )
    await expect(within(items[13]!).getByRole('heading')).toHaveTextContent('14. Start/Stop SAP')
    await expect(canvas.getAllByRole('heading', { name: /Work Processes Practice$/ })).toHaveLength(
      2,
    )
    await expect(canvas.getAllByRole('link', { name: /^Watch Fullscreen/ })).toHaveLength(14)
    // Each link names its own video, so a screen reader's link list tells them apart.
    const names = canvas.getAllByRole('link').map((link) => link.getAttribute('aria-label'))
    await expect(new Set(names).size).toBe(14)
  },
}

/** A shorter list, e.g. while a course is still being recorded. */
export const FewTopics: Story = {
  args: { topics: sampleTopics.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}
