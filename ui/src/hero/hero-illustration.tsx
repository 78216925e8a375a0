import { useId } from 'react'
import { cn } from '../lib/cn'

/**
 * The home hero's picture: a globe under a graduation cap, with a code card and a progress card
 * floating beside it — study abroad, courses and IT work in one image. Decorative.
 */
export function HeroIllustration({ className }: { className?: string }) {
  const id = useId()
  const globeFill = `${id}-globe`
  const capFill = `${id}-cap`
  return (
    <svg
      viewBox="0 0 520 460"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <defs>
        <radialGradient id={globeFill} cx="38%" cy="32%" r="75%">
          <stop offset="0" stopColor="currentColor" className="text-brand-500" />
          <stop offset="1" stopColor="currentColor" className="text-brand-900" />
        </radialGradient>
        <linearGradient id={capFill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="currentColor" className="text-accent-300" />
          <stop offset="1" stopColor="currentColor" className="text-accent-500" />
        </linearGradient>
      </defs>

      {/* Orbit behind the globe */}
      <ellipse
        cx="262"
        cy="250"
        rx="232"
        ry="84"
        transform="rotate(-14 262 250)"
        className="fill-none stroke-white/15"
        strokeWidth="1.5"
        strokeDasharray="4 8"
      />

      {/* Globe */}
      <circle cx="262" cy="250" r="150" fill={`url(#${globeFill})`} />
      <g className="fill-none stroke-white/20" strokeWidth="1.5">
        <circle cx="262" cy="250" r="150" />
        <ellipse cx="262" cy="250" rx="62" ry="150" />
        <ellipse cx="262" cy="250" rx="118" ry="150" />
        <line x1="262" y1="100" x2="262" y2="400" />
        <line x1="112" y1="250" x2="412" y2="250" />
        <path d="M128 180h268M128 320h268" />
      </g>
      {/* Continents, loosely */}
      <g className="fill-white/15">
        <path d="M205 150c22-14 52-12 64 4 9 12-4 24-20 26-10 1-14 12-26 14-18 3-34-10-36-24-1-8 8-14 18-20Z" />
        <path d="M286 214c20-6 44 2 54 18 8 14 2 34-12 46-10 9-8 26-22 32-16 7-30-8-32-26-2-14-12-22-12-36 0-16 10-30 24-34Z" />
        <path d="M170 262c14-4 30 6 32 20 2 12-8 20-6 34 1 12-10 20-20 16-14-6-22-24-24-40-2-14 6-26 18-30Z" />
      </g>

      {/* Graduation cap resting on the globe */}
      <g>
        <path
          d="M214 118v34c0 14 22 26 48 26s48-12 48-26v-34l-48 20-48-20Z"
          className="fill-brand-950"
        />
        <path d="M262 62 360 102 262 142 164 102Z" fill={`url(#${capFill})`} />
        <path
          d="M262 62 360 102 262 142 164 102Z"
          className="fill-none stroke-accent-600/40"
          strokeWidth="1.5"
        />
        <circle cx="262" cy="102" r="6" className="fill-brand-950" />
        <path
          d="M262 102 330 122v52"
          className="fill-none stroke-brand-950"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M324 172h12l4 22h-20Z" className="fill-accent-400" />
      </g>

      {/* Code card */}
      <g transform="translate(18 300)">
        <rect
          width="188"
          height="124"
          rx="16"
          className="fill-brand-900 stroke-white/15"
          strokeWidth="1.5"
        />
        <circle cx="22" cy="22" r="5" className="fill-accent-400" />
        <circle cx="40" cy="22" r="5" className="fill-brand-400" />
        <circle cx="58" cy="22" r="5" className="fill-white/40" />
        <rect x="22" y="44" width="64" height="8" rx="4" className="fill-accent-300" />
        <rect x="94" y="44" width="60" height="8" rx="4" className="fill-brand-300" />
        <rect x="38" y="62" width="90" height="8" rx="4" className="fill-white/50" />
        <rect x="38" y="80" width="52" height="8" rx="4" className="fill-brand-300" />
        <rect x="98" y="80" width="40" height="8" rx="4" className="fill-accent-300/80" />
        <rect x="22" y="98" width="44" height="8" rx="4" className="fill-white/50" />
      </g>

      {/* Progress card */}
      <g transform="translate(370 40)">
        <rect width="136" height="112" rx="16" className="fill-white" />
        <rect x="18" y="18" width="56" height="8" rx="4" className="fill-brand-200" />
        <rect x="18" y="84" width="14" height="10" rx="3" className="fill-brand-300" />
        <rect x="40" y="66" width="14" height="28" rx="3" className="fill-brand-400" />
        <rect x="62" y="52" width="14" height="42" rx="3" className="fill-brand-600" />
        <rect x="84" y="40" width="14" height="54" rx="3" className="fill-accent-400" />
        <path
          d="m102 26 10-4-4 10"
          className="fill-none stroke-accent-600"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>

      {/* Stars */}
      <g className="fill-accent-300">
        <path d="M92 92 96 104 108 108 96 112 92 124 88 112 76 108 88 104Z" />
        <circle cx="448" cy="232" r="4" />
        <circle cx="470" cy="380" r="3" className="fill-white/60" />
        <circle cx="56" cy="220" r="3" className="fill-white/60" />
      </g>
    </svg>
  )
}
