import type { Meta, StoryObj } from '@storybook/react-vite'
import { Server } from 'lucide-react'
import { expect, fn, waitFor } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { CourseCard } from './course-card'

const detail =
  'Learn to install, configure and run SAP systems: users and authorisations, transports, background jobs, monitoring and performance tuning, taught live by consultants with more than sixteen years of SAP work.'

const meta = {
  title: 'Content/CourseCard',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: CourseCard,
  // An element: no control can edit one, and the panel would show its raw object.
  argTypes: { icon: { control: false } },
  decorators: [
    withStayLinks,
    (Story) => (
      // Room below the card for its popup.
      <div className="max-w-sm pb-56">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'SAP BASIS',
    description:
      'Administer SAP systems with confidence, from installation and transports to monitoring.',
    href: '/courses/sap-basis',
    linkLabel: 'More Info',
    icon: <Server />,
    badge: 'Intermediate',
    detail,
    onPopupOpenChange: fn(),
  },
} satisfies Meta<typeof CourseCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ argTypes, canvas, step }) => {
    await step('the icon, an element, offers no control (none could edit it)', async () => {
      await expect(argTypes.icon?.control).toMatchObject({ disable: true })
      await expect(argTypes.title?.control).not.toMatchObject({ disable: true })
    })
    const link = canvas.getByRole('link', { name: 'More Info about SAP BASIS' })
    await step('a card with its heading, badge and link', async () => {
      await expect(canvas.getByRole('article', { name: 'SAP BASIS' })).toBeVisible()
      await expect(canvas.getByRole('heading', { level: 3, name: 'SAP BASIS' })).toBeVisible()
      await expect(canvas.getByText('Intermediate')).toBeVisible()
      await expect(link).toHaveAttribute('href', '/courses/sap-basis')
    })
    await step('the popup is closed, and describes the link', async () => {
      await expect(canvas.queryByRole('tooltip')).toBeNull()
      await expect(link).toHaveAccessibleDescription(`SAP BASIS ${detail}`)
      const toggle = canvas.getByRole('button', { name: 'Show details' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })
  },
}

/** The popup open, as hovering the card or focusing its link shows it. */
export const PopupOpen: Story = {
  args: { popupOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(detail)
    await expect(canvas.getByRole('button', { name: 'Show details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

/** The mouse over the card opens the popup; leaving the card closes it. */
export const Hover: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'SAP BASIS' })
    await userEvent.hover(card)
    const popup = await canvas.findByRole('tooltip')
    await expect(popup).toHaveTextContent(detail)
    await expect(popup).toBeVisible()
    await expect(args.onPopupOpenChange).toHaveBeenLastCalledWith(true)
    // The popup belongs to the card: the pointer can move onto it without closing it.
    await userEvent.hover(popup)
    await expect(canvas.getByRole('tooltip')).toBeVisible()
    await userEvent.unhover(card)
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull())
    await expect(args.onPopupOpenChange).toHaveBeenLastCalledWith(false)
  },
}

/** Keyboard: focus inside the card opens the popup, Escape closes it, the toggle reopens it. */
export const Keyboard: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent, step }) => {
    const link = canvas.getByRole('link', { name: 'More Info about SAP BASIS' })
    const toggle = canvas.getByRole('button', { name: 'Show details' })
    await step('Tab to the link opens the popup', async () => {
      await userEvent.tab()
      await expect(link).toHaveFocus()
      await expect(await canvas.findByRole('tooltip')).toHaveTextContent(detail)
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    })
    await step('Escape closes it and leaves focus where it was', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(canvas.queryByRole('tooltip')).toBeNull()
      await expect(link).toHaveFocus()
    })
    await step('moving within the card does not reopen it; the toggle does', async () => {
      await userEvent.tab()
      await expect(toggle).toHaveFocus()
      await expect(canvas.queryByRole('tooltip')).toBeNull()
      await userEvent.keyboard('{Enter}')
      await expect(canvas.getByRole('tooltip')).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await userEvent.keyboard(' ')
      await expect(canvas.queryByRole('tooltip')).toBeNull()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })
    await step('focus leaving the card closes it', async () => {
      await userEvent.keyboard('{Enter}')
      await expect(canvas.getByRole('tooltip')).toBeVisible()
      await userEvent.tab()
      await expect(toggle).not.toHaveFocus()
      await expect(canvas.queryByRole('tooltip')).toBeNull()
    })
  },
}

/** Touch screens: a tap on "Show details" opens the popup, a tap elsewhere closes it. */
export const Tap: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show details' })
    await userEvent.pointer({ keys: '[TouchA]', target: toggle })
    await expect(await canvas.findByRole('tooltip')).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.pointer({ keys: '[TouchA]', target: toggle })
    await expect(canvas.queryByRole('tooltip')).toBeNull()
    await userEvent.pointer({ keys: '[TouchA]', target: toggle })
    await expect(canvas.getByRole('tooltip')).toBeVisible()
    await userEvent.pointer({ keys: '[TouchA]', target: canvasElement })
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull())
  },
}

/** Without `detail` there is no popup and no toggle. */
export const WithoutDetail: Story = {
  args: { detail: undefined, badge: undefined },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'More Info about SAP BASIS' })
    await userEvent.hover(canvas.getByRole('article'))
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(canvas.queryByRole('tooltip')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(link).not.toHaveAttribute('aria-describedby')
  },
}

/** The caller can hold the popup's state, as CourseGrid does. */
export const Controlled: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { popupOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tooltip')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }))
    // The card asks to close; the caller decides, so it stays open here.
    await expect(args.onPopupOpenChange).toHaveBeenLastCalledWith(false)
    await expect(canvas.getByRole('tooltip')).toBeVisible()
  },
}
