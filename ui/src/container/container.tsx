import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export const containerVariants = cva('mx-auto w-full px-4 sm:px-6 lg:px-8', {
  variants: {
    size: {
      narrow: 'max-w-3xl',
      page: 'max-w-page',
      wide: 'max-w-screen-2xl',
    },
  },
  defaultVariants: { size: 'page' },
})

export type ContainerProps = ComponentProps<'div'> & {
  /** Greatest width: narrow (text), page (80rem), wide. @default 'page' */
  size?: 'narrow' | 'page' | 'wide'
}

/** Centres content at the page's width, with side padding that grows with the screen. */
export function Container({ size = 'page', className, ...props }: ContainerProps) {
  return (
    <div data-variant={size} className={cn(containerVariants({ size }), className)} {...props} />
  )
}
