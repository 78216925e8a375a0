import type { SocialLink } from '@app/core'
import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'
import { SocialIcon } from './social-icon'

const socialLinkVariants = cva(
  'inline-flex items-center justify-center rounded-full motion-safe:transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
  {
    variants: {
      tone: {
        dark: 'text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-accent-300',
        light:
          'text-brand-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-brand-600',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 bg-white/5 [&_svg]:size-5',
      },
    },
    defaultVariants: { tone: 'dark', size: 'md' },
  },
)

export type SocialLinksProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The networks to link to, in order; each link is named by its label, e.g. "Facebook". */
  links: readonly SocialLink[]
  /** dark: for dark bands; light: for white backgrounds. @default 'dark' */
  tone?: 'dark' | 'light'
  /** sm: 32 px targets, touching, for a top bar; md: 40 px, 8 px apart. @default 'md' */
  size?: 'sm' | 'md'
}

/** A row of social network icons, each a link named after its network. */
export function SocialLinks({
  links,
  tone = 'dark',
  size = 'md',
  className,
  ...props
}: SocialLinksProps) {
  return (
    <ul
      data-variant={tone}
      className={cn('flex flex-wrap items-center', size === 'sm' ? 'gap-0' : 'gap-2', className)}
      {...props}
    >
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-label={link.label}
            className={socialLinkVariants({ tone, size })}
          >
            <SocialIcon network={link.network} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
