import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect } from 'storybook/test'
import { Link, LinkProvider } from './link'

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: {
    href: '/contact',
    children: 'Contact us',
    className: 'font-medium text-brand-700 underline',
  },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

/** Without a provider, an internal link is a plain anchor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact us' })
    await expect(link).toHaveAttribute('href', '/contact')
    await expect(link).not.toHaveAttribute('rel')
  },
}

function RouterLikeLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={href} data-router-link="" {...props} />
}

/** The site hands its router link to LinkProvider; internal links render through it. */
export const WithProvider: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLikeLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'data-router-link',
    )
  },
}

/** External addresses bypass the provider; a web page opened in a new tab gets a safe rel. */
export const External: Story = {
  args: { href: 'https://www.example.com/', target: '_blank', children: 'Example site' },
  decorators: WithProvider.decorators,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Example site' })
    await expect(link).not.toHaveAttribute('data-router-link')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const Telephone: Story = {
  args: { href: 'tel:+441632960431', children: '+44 1632 960 431' },
  decorators: WithProvider.decorators,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '+44 1632 960 431' })
    await expect(link).not.toHaveAttribute('data-router-link')
    await expect(link).toHaveAttribute('href', 'tel:+441632960431')
  },
}
