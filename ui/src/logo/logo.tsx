import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

/** The brand's mark: a north star rising over an open book. Decorative; the name says who. */
export function BrandMark({
  className,
  size = 'md',
}: {
  className?: string
  /** md: 40 px; lg: 44 px. @default 'md' */
  size?: 'md' | 'lg'
}) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn(size === 'lg' ? 'size-11' : 'size-10', className)}
    >
      <rect width="40" height="40" rx="10" className="fill-brand-700" />
      <path
        d="M20 4.5 21.7 10.3 27.5 12 21.7 13.7 20 19.5 18.3 13.7 12.5 12 18.3 10.3Z"
        className="fill-accent-400"
      />
      <path
        d="M8 23.2c3.9-1.9 7.9-1.9 11.2.2V33c-3.3-2.1-7.3-2.1-11.2-.2Z"
        className="fill-white"
      />
      <path
        d="M32 23.2c-3.9-1.9-7.9-1.9-11.2.2V33c3.3-2.1 7.3-2.1 11.2-.2Z"
        className="fill-brand-100"
      />
    </svg>
  )
}

const logoVariants = cva(
  'group inline-flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4',
  {
    variants: {
      tone: {
        light: 'text-brand-950 focus-visible:outline-brand-600',
        dark: 'text-white focus-visible:outline-accent-300',
      },
    },
  },
)

export type LogoProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  /** The company's name, shown beside the mark and naming the link. */
  brandName: string
  /** A line under the name. @default none */
  tagline?: string
  /** light: on white; dark: on dark bands. @default 'light' */
  tone?: 'light' | 'dark'
  /** Where the logo leads. @default '/' */
  href?: string
  /** Extra classes for the name and the tagline, e.g. to wrap or hide them at some widths. */
  classNames?: { name?: string; tagline?: string }
}

/** The brand's mark and name, linking home. */
export function Logo({
  brandName,
  tagline,
  tone = 'light',
  href = '/',
  classNames,
  className,
  ...props
}: LogoProps) {
  return (
    <Link
      href={href}
      data-variant={tone}
      className={cn(logoVariants({ tone }), className)}
      {...props}
    >
      <BrandMark className="shrink-0" />
      <span className="flex flex-col">
        <span
          className={cn(
            'text-base leading-tight font-bold tracking-tight sm:text-lg',
            classNames?.name,
          )}
        >
          {brandName}
        </span>
        {tagline ? (
          <span
            className={cn(
              'text-xs font-medium tracking-wide',
              tone === 'light' ? 'text-slate-600' : 'text-brand-200',
              classNames?.tagline,
            )}
          >
            {tagline}
          </span>
        ) : null}
      </span>
    </Link>
  )
}
