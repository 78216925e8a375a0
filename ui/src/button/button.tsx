import { cva, type VariantProps } from 'class-variance-authority'
import { LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Link, type LinkProps } from '../link/link'

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap',
    'motion-safe:transition-colors motion-safe:duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
    '[&_svg]:size-[1.125em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-600 disabled:hover:bg-brand-700',
        secondary:
          'bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300 focus-visible:outline-accent-400 disabled:hover:bg-accent-400',
        outline:
          'border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-600',
        ghost: 'text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600',
        /** A ghost button for an action that removes something. */
        'ghost-danger':
          'text-red-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-red-700',
        'inverse-outline':
          'border border-white/40 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white',
      },
      size: {
        sm: 'min-h-9 px-3.5 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-13 px-7 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>

interface ButtonDesignProps {
  /** Look: primary (brand), secondary (accent), outline, ghost, ghost-danger (a removal), inverse-outline (on dark bands). @default 'primary' */
  variant?: ButtonVariant
  /** Height and text size. @default 'md' */
  size?: ButtonSize
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonDesignProps & {
    /** Show a spinner and block clicks while work is in flight. @default false */
    busy?: boolean
  }

/** A button; `type` defaults to "button", so it submits a form only when asked to. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
      {children}
    </button>
  )
}

export type ButtonLinkProps = LinkProps & ButtonDesignProps

/** A link that looks like a button: for navigation, where a button would be the wrong element. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <Link
      data-variant={variant}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
