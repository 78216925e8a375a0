import { brandMark, type BrandMarkColour } from '@app/core'
import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

/** Each colour of the mark as a class name Tailwind can find in this file. */
const markFill = {
  'brand-700': 'fill-brand-700',
  'accent-400': 'fill-accent-400',
  white: 'fill-white',
  'brand-100': 'fill-brand-100',
} satisfies Record<BrandMarkColour, string>

const markSize = brandMark.size

/** The brand's mark (core's brandMark): a north star rising over an open book. Decorative; the name says who. */
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
      viewBox={`0 0 ${markSize} ${markSize}`}
      aria-hidden="true"
      focusable="false"
      className={cn(size === 'lg' ? 'size-11' : 'size-10', className)}
    >
      <rect
        width={markSize}
        height={markSize}
        rx={brandMark.tile.radius}
        className={markFill[brandMark.tile.colour]}
      />
      {brandMark.shapes.map((path) => (
        <path key={path.d} d={path.d} className={markFill[path.colour]} />
      ))}
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
