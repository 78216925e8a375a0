import { cn } from '../lib/cn'
import type { IllustrationProps } from './parts'

/**
 * News and events: a calendar with a marked date, a news card behind it and a clock. Drawn in
 * literal shapes rather than with the helpers of ./parts, whose chunk the news page (close to its
 * first-load budget, docs/product.md#speed) would otherwise load; it follows the same frame.
 */
export function EventsIllustration({ className }: IllustrationProps) {
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
      <circle cx="160" cy="124" r="104" className="fill-brand-700/40" />
      {/* News card */}
      <rect
        x="24"
        y="70"
        width="100"
        height="124"
        rx="12"
        className="fill-brand-700 stroke-white/15"
        strokeWidth="1.5"
      />
      <path d="M36 114l20-16 14 10 12-8 30 22v6H36Z" className="fill-brand-500" />
      <path d="M39 137h62M39 151h48M39 165h56M39 179h32" className="stroke-white/30" />
      {/* Calendar: the days are the dashes of three thick lines */}
      <rect x="110" y="52" width="150" height="148" rx="14" className="fill-white" />
      <path
        d="M110 66a14 14 0 0 1 14-14h122a14 14 0 0 1 14 14v24H110Z"
        className="fill-accent-400"
      />
      <path d="M145 45v14M225 45v14" className="stroke-brand-950" strokeWidth="10" />
      <g strokeWidth="18" strokeLinecap="butt">
        <path
          d="M128 117h110M128 145h110M128 173h110"
          className="stroke-brand-100"
          strokeDasharray="20 10"
        />
        <path d="M188 145h20" className="stroke-brand-600" />
        <path d="M158 173h20" className="stroke-accent-300" />
      </g>
      {/* Clock */}
      <circle
        cx="266"
        cy="176"
        r="30"
        className="fill-brand-600 stroke-white/20"
        strokeWidth="1.5"
      />
      <path d="M266 158v18l12 8" className="fill-none stroke-white" strokeWidth="4" />
      {/* The hero's sparkles and dots */}
      <path
        d="M286 49L288.75 57.25L297 60L288.75 62.75L286 71L283.25 62.75L275 60L283.25 57.25ZM70 33L71.75 38.25L77 40L71.75 41.75L70 47L68.25 41.75L63 40L68.25 38.25Z"
        className="fill-accent-300"
      />
      <path d="M300 110h.01M20 214h.01M150 226h.01" className="stroke-white/50" />
    </svg>
  )
}
