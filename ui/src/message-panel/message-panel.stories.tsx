import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchX, TriangleAlert } from 'lucide-react'
import { expect } from 'storybook/test'
import { Button, ButtonLink } from '../button/button'
import { withStayLinks } from '../lib/story-fixtures'
import { MessagePanel } from './message-panel'

const meta = {
  title: 'Content/MessagePanel',
  component: MessagePanel,
  // An element: no control can edit one, and the panel would show its raw object.
  argTypes: { icon: { control: false }, actions: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [withStayLinks],
  args: {
    code: '404',
    title: 'Page not found',
    children: <p>The page you asked for does not exist or has moved.</p>,
    actions: <ButtonLink href="/">Back to the home page</ButtonLink>,
  },
} satisfies Meta<typeof MessagePanel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByText('404')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(canvas.queryByText('Technical details')).toBeNull()
  },
}

export const WithIcon: Story = { args: { icon: <SearchX />, code: undefined } }

/** The error screen in development: the stack trace folds away under "Technical details". */
export const ErrorWithDetails: Story = {
  args: {
    icon: <TriangleAlert />,
    code: '500',
    title: 'Something went wrong',
    children: <p>Sorry — this page could not be shown. Please try again.</p>,
    actions: (
      <>
        <ButtonLink href="/">Back to the home page</ButtonLink>
        <Button variant="outline">Try again</Button>
      </>
    ),
    details:
      'TypeError: Cannot read properties of undefined (reading "title")\n    at CoursePage (course.tsx:12:20)\n    at renderWithHooks (react-dom.development.js:15486:18)',
  },
  play: async ({ canvas, userEvent }) => {
    const stack = canvas.getByText(/TypeError/)
    await expect(stack).not.toBeVisible()
    await userEvent.click(canvas.getByText('Technical details'))
    await expect(stack).toBeVisible()
  },
}
