import { coursePageContent, findCourse } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CoursePage } from '../course-page/course-page'
import { SampleSiteFrame } from '../lib/story-fixtures'

const course = findCourse('sap-basis')!

/**
 * A course page (SAP BASIS): the same component and content as its route, /courses/sap-basis,
 * inside the site's header and footer.
 */
function CoursePageTemplate() {
  return (
    <SampleSiteFrame currentPath="/courses/sap-basis">
      <CoursePage {...coursePageContent(course)} />
    </SampleSiteFrame>
  )
}

const meta = {
  title: 'Page templates/Course page',
  component: CoursePageTemplate,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CoursePageTemplate>
export default meta
type Story = StoryObj<typeof meta>

/** Text beside the price card on a laptop; marketing prices in whole pounds (£600, £1,200). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Duration and price' })
    await expect(table).toHaveTextContent('£600')
    await expect(table).toHaveTextContent('£1,200')
    await expect(table).not.toHaveTextContent('.00')
    for (const fact of ['Level', 'Study time', 'Format'])
      await expect(canvas.getByText(fact, { selector: 'dt' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Who it is for' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /Enroll Now/ })[0]).toHaveAttribute(
      'href',
      '/more-info-form?course=sap-basis',
    )
  },
}

/** On a phone the price card comes first, near the top. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
