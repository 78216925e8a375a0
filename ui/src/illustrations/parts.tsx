import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface IllustrationProps {
  className?: string
}

/**
 * The frame of every illustration: a 320 × 240 drawing that scales with its box and keeps its
 * shape, so a fixed-size box never moves the page. Decorative: hidden from assistive technology,
 * no text inside. Colours come from the theme's classes only (brand, accent, white). Strokes are
 * round and 6 wide unless a shape says otherwise: `bars` and `dots` are drawn as strokes, which
 * keeps the markup that ships with each page small.
 */
export function Illustration({ className, children }: IllustrationProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 240"
      aria-hidden="true"
      focusable="false"
      strokeWidth="6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('h-auto w-full', className)}
    >
      {children}
    </svg>
  )
}

/** A rounded rectangle as path data, so a whole layer of one colour is a single path. */
export const box = (x: number, y: number, w: number, h: number, r = 4) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1-${r} ${r}h-${w - 2 * r}a${r} ${r} 0 0 1-${r}-${r}v-${h - 2 * r}a${r} ${r} 0 0 1 ${r}-${r}Z`

/**
 * Lines of "text", the way the hero's cards write: pills of the stroke's width (6 unless the path
 * says otherwise, then pass it as h) whose box starts at [x, y] and is w long. Colour with stroke-*.
 */
export const bars = (list: readonly (readonly [number, number, number])[], h = 6) =>
  list.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join('')

/** The hero's four-pointed star, centred on (x, y) with radius r. */
export const sparkle = (x: number, y: number, r: number) => {
  const q = r / 4
  return `M${x} ${y - r}L${x + q} ${y - q}L${x + r} ${y}L${x + q} ${y + q}L${x} ${y + r}L${x - q} ${y + q}L${x - r} ${y}L${x - q} ${y - q}Z`
}

/** Round dots centred on [x, y], as wide as the stroke (6 unless the path says). Colour with stroke-*. */
export const dots = (list: readonly (readonly [number, number])[]) =>
  list.map(([x, y]) => `M${x} ${y}h.01`).join('')

/** The sparkles and dots every scene scatters around itself, like the hero's. */
export function Twinkles({
  stars,
  points,
}: {
  stars: readonly (readonly [number, number, number])[]
  points: readonly (readonly [number, number])[]
}) {
  return (
    <>
      <path d={stars.map(([x, y, r]) => sparkle(x, y, r)).join('')} className="fill-accent-300" />
      <path d={dots(points)} className="stroke-white/50" />
    </>
  )
}
