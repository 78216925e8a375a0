import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  EventsIllustration,
  ItServicesIllustration,
  LearningIllustration,
  StudentZoneIllustration,
  StudyAbroadIllustration,
  TeamIllustration,
  TopicIllustration,
  WhyChooseUsIllustration,
} from '.'

const sections = {
  'Courses (LearningIllustration)': LearningIllustration,
  'Study abroad (StudyAbroadIllustration)': StudyAbroadIllustration,
  'IT services (ItServicesIllustration)': ItServicesIllustration,
  'About (TeamIllustration)': TeamIllustration,
  'News & events (EventsIllustration)': EventsIllustration,
  'More info (WhyChooseUsIllustration)': WhyChooseUsIllustration,
  'Student zone (StudentZoneIllustration)': StudentZoneIllustration,
}
const topics = ['sap', 'ai', 'data', 'security', 'chip', 'software', 'cloud'] as const

/** Each picture on the dark band it is drawn for, with its name under it. */
function Gallery() {
  const tile = 'rounded-2xl bg-linear-to-br from-brand-950 via-brand-900 to-brand-800 p-4'
  return (
    <div className="grid gap-6 p-6 sm:grid-cols-2 lg:grid-cols-3">
      {Object.entries(sections).map(([name, Picture]) => (
        <figure key={name}>
          <div className={tile}>
            <Picture />
          </div>
          <figcaption className="mt-2 text-sm text-slate-700">{name}</figcaption>
        </figure>
      ))}
      {topics.map((topic) => (
        <figure key={topic}>
          <div className={tile}>
            <TopicIllustration topic={topic} />
          </div>
          <figcaption className="mt-2 text-sm text-slate-700">
            TopicIllustration topic=&quot;{topic}&quot;
          </figcaption>
        </figure>
      ))}
    </div>
  )
}

const meta = {
  title: 'Content/Illustrations',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Gallery>
export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const pictures = [...canvasElement.querySelectorAll('svg')]
    await expect(pictures).toHaveLength(Object.keys(sections).length + topics.length)
    for (const svg of pictures) {
      // Decorative, with no words inside, and a 4:3 box whatever the width.
      await expect(svg).toHaveAttribute('aria-hidden', 'true')
      await expect(svg.querySelector('text, title')).toBeNull()
      const { width, height } = svg.getBoundingClientRect()
      await expect(Math.abs(width / height - 4 / 3)).toBeLessThan(0.01)
    }
  },
}
