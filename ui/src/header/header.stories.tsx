import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import {
  sampleBrand,
  sampleLoginLink,
  sampleNavigation,
  sampleSocial,
  withStayLinks,
} from '../lib/story-fixtures'
import { Header } from './header'

const meta = {
  title: 'Layout/Header',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [withStayLinks],
  args: {
    brandName: sampleBrand.name,
    tagline: sampleBrand.tagline,
    phone: sampleBrand.phone,
    email: sampleBrand.email,
    loginLink: sampleLoginLink,
    social: sampleSocial,
    navigation: sampleNavigation,
    currentPath: '/about',
  },
} satisfies Meta<typeof Header>
export default meta
type Story = StoryObj<typeof meta>

/** Desktop: the whole navigation in the bar, the current page marked. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, step }) => {
    await step('the top bar reaches the office', async () => {
      await expect(canvas.getByRole('link', { name: sampleBrand.phone.display })).toHaveAttribute(
        'href',
        sampleBrand.phone.href,
      )
      await expect(canvas.getByRole('link', { name: sampleBrand.email })).toHaveAttribute(
        'href',
        `mailto:${sampleBrand.email}`,
      )
      await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        '/sap-login',
      )
      for (const network of sampleSocial) {
        await expect(canvas.getByRole('link', { name: network.label })).toHaveAttribute(
          'href',
          network.href,
        )
      }
    })
    await step('the navigation marks the current page', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeVisible()
      await expect(canvas.getByRole('link', { name: 'About Us' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
      await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1)
      await expect(
        canvas.getByRole('link', { name: new RegExp(sampleBrand.name) }),
      ).toHaveAttribute('href', '/')
    })
    await step('no menu button on wide screens', async () => {
      await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull()
    })
  },
}

/** Phone: the navigation folds behind a menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent, step }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' })
    const menu = canvas.getByRole('navigation', { hidden: true })

    await step('closed at first', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toHaveAttribute('aria-controls', menu.id)
      await expect(menu).not.toBeVisible()
      await expect(canvas.queryByRole('link', { name: 'Study Abroad' })).toBeNull()
    })

    await step('the button opens it, and becomes "Close menu"', async () => {
      await userEvent.click(toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle).toHaveAccessibleName('Close menu')
      await expect(canvas.getByRole('link', { name: 'Study Abroad' })).toBeVisible()
      await expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible()
    })

    await step('the button closes it again', async () => {
      await userEvent.click(toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toHaveAccessibleName('Open menu')
      await expect(menu).not.toBeVisible()
    })

    await step('Escape closes it and returns focus to the button', async () => {
      await userEvent.click(toggle)
      await userEvent.tab()
      await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus()
      await userEvent.keyboard('{Escape}')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(menu).not.toBeVisible()
      await expect(toggle).toHaveFocus()
    })

    await step('following a link closes it', async () => {
      await userEvent.click(toggle)
      await userEvent.click(canvas.getByRole('link', { name: 'Services' }))
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
      await expect(menu).not.toBeVisible()
    })

    await step('phone and login stay in the top bar', async () => {
      await expect(canvas.getByRole('link', { name: sampleBrand.phone.display })).toBeVisible()
      await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible()
    })
  },
}

/** The smallest phone the site supports: the top bar keeps phone, e-mail icon and login on one line. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: sampleBrand.phone.display })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** With a call to action beside the navigation (wide screens) and in the menu. */
export const WithCallToAction: Story = {
  args: { cta: { href: '/contact', label: 'Book a consultation' }, currentPath: '/' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book a consultation' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  },
}

/**
 * A signed-in learner, on the smallest phone: their videos and Sign out in place of Login, on
 * the same line.
 */
export const SignedIn: Story = {
  args: {
    account: {
      home: { href: '/sap-topics', label: 'My videos' },
      signOutLabel: 'Sign out',
      signOutAction: '/api/sap/logout',
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'My videos' })).toHaveAttribute(
      'href',
      '/sap-topics',
    )
    await expect(canvas.getByRole('link', { name: 'My videos' })).toBeVisible()
    // A plain form, so signing out needs no script.
    const signOut = canvas.getByRole('button', { name: 'Sign out' })
    await expect(signOut).toHaveAttribute('type', 'submit')
    await expect(signOut.closest('form')).toHaveAttribute('action', '/api/sap/logout')
    await expect(signOut.closest('form')).toHaveAttribute('method', 'post')
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}
