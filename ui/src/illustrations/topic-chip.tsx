import { box, dots, Illustration, Twinkles, type IllustrationProps } from './parts'

const pins = [96, 114, 132, 150, 168]

/** Chip design: a microchip with its pins, its die laid out in blocks, and traces leading away. */
export function ChipIllustration({ className }: IllustrationProps) {
  const edges = pins.flatMap((p) => [
    `M${p + 32} 56v-14M${p + 32} 184v14`,
    `M82 ${p + 2}h-14M238 ${p + 2}h14`,
  ])
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="104" className="fill-brand-700/40" />
      {/* Traces */}
      <path
        d="M238 98h30v-42h24M238 152h38v40h20M82 98H52V52H30M82 152H44v44H24M146 42V20M192 198v22"
        className="fill-none stroke-white/30"
        strokeWidth="2"
      />
      <path
        d={dots([
          [292, 56],
          [296, 192],
          [30, 52],
          [24, 196],
          [146, 20],
          [192, 220],
        ])}
        className="stroke-accent-300"
        strokeWidth="10"
      />
      {/* Pins */}
      <path d={edges.join('')} className="stroke-brand-300" strokeWidth="6" />
      {/* Package and die */}
      <path
        d={box(82, 56, 156, 128, 16)}
        className="fill-brand-900 stroke-white/20"
        strokeWidth="1.5"
      />
      <path d={box(110, 78, 100, 84, 8)} className="fill-brand-600" />
      <path d={box(118, 86, 38, 30, 4) + box(164, 124, 38, 30, 4)} className="fill-brand-400" />
      <path d={box(164, 86, 38, 30, 4)} className="fill-accent-400" />
      <path d={box(118, 124, 38, 30, 4)} className="fill-brand-300" />
      <circle cx="96" cy="70" r="4" className="fill-white/40" />
      <Twinkles
        stars={[
          [280, 120, 9],
          [40, 124, 7],
        ]}
        points={[
          [250, 26],
          [70, 224],
        ]}
      />
    </Illustration>
  )
}
