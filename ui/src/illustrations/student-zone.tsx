import { bars, box, Illustration, Twinkles, type IllustrationProps } from './parts'

/** Student zone: a stack of books, an open notebook with a pencil and the week's timetable. */
export function StudentZoneIllustration({ className }: IllustrationProps) {
  return (
    <Illustration className={className}>
      <circle cx="160" cy="124" r="104" className="fill-brand-700/40" />
      {/* Books */}
      <path d={box(26, 174, 104, 24, 5)} className="fill-brand-400" />
      <path d={box(34, 150, 92, 24, 5)} className="fill-accent-400" />
      <path d={box(30, 126, 98, 24, 5)} className="fill-brand-600" />
      <path d="M40 184h70M46 160h64M42 136h68" className="stroke-white/40" strokeWidth="3" />
      {/* Notebook */}
      <path d="M112 82l56 8v110l-56-8Z" className="fill-brand-100" />
      <path d="M224 82l-56 8v110l56-8Z" className="fill-white" />
      <path
        d="M124 108l34 5M124 126l34 5M124 144l34 5M178 113l34-5M178 131l34-5M178 149l34-5"
        className="stroke-brand-200"
        strokeWidth="3"
      />
      {/* Pencil */}
      <path d="M198 190l56-56 12 12-56 56-16 4Z" className="fill-accent-400" />
      <path d="M254 134l6-6 12 12-6 6Z" className="fill-brand-300" />
      <path d="M194 206l4-16 12 12Z" className="fill-accent-100" />
      {/* Timetable */}
      <g transform="translate(222 30)">
        <path d={box(0, 0, 84, 82, 12)} className="fill-white" />
        <path d={bars([[12, 12, 40]])} className="stroke-brand-200" />
        <path d={box(12, 28, 28, 18, 4) + box(44, 52, 28, 18, 4)} className="fill-brand-500" />
        <path d={box(44, 28, 28, 18, 4)} className="fill-accent-300" />
        <path d={box(12, 52, 28, 18, 4)} className="fill-brand-100" />
      </g>
      <Twinkles
        stars={[
          [60, 52, 11],
          [186, 40, 7],
        ]}
        points={[
          [108, 30],
          [20, 104],
          [300, 214],
        ]}
      />
    </Illustration>
  )
}
