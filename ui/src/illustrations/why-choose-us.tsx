import { bars, box, sparkle, Illustration, Twinkles, type IllustrationProps } from './parts'

/** Why choose us: a ticked checklist, an award rosette and a five-star rating. */
export function WhyChooseUsIllustration({ className }: IllustrationProps) {
  const rows = [62, 100, 138]
  return (
    <Illustration className={className}>
      <circle cx="160" cy="124" r="104" className="fill-brand-700/40" />
      {/* Checklist */}
      <path d={box(44, 40, 156, 150, 14)} className="fill-white" />
      {rows.map((y) => (
        <circle key={y} cx="72" cy={y + 8} r="12" className="fill-accent-400" />
      ))}
      <path
        d={rows.map((y) => `M66 ${y + 8}l4 4 8-8`).join('')}
        className="fill-none stroke-brand-950"
        strokeWidth="3"
      />
      <path
        d={bars(
          rows.flatMap(
            (y) =>
              [
                [94, y, 84],
                [94, y + 12, 56],
              ] as const,
          ),
        )}
        className="stroke-brand-200"
      />
      <path d={bars([[64, 170, 116]])} className="stroke-brand-100" />
      {/* Rosette */}
      <path d="M226 122l-14 58 20-10 12 18 10-56Z" className="fill-brand-500" />
      <path d="M262 122l14 58-20-10-12 18-10-56Z" className="fill-brand-400" />
      <circle cx="244" cy="106" r="36" className="fill-accent-400" />
      <circle cx="244" cy="106" r="26" className="fill-accent-200" />
      <path d={sparkle(244, 106, 14)} className="fill-accent-600" />
      {/* Rating */}
      <g transform="translate(170 196)">
        <path
          d={box(0, 0, 126, 30, 15)}
          className="fill-brand-800 stroke-white/15"
          strokeWidth="1.5"
        />
        <path
          d={[21, 42, 63, 84, 105].map((x) => sparkle(x, 15, 8)).join('')}
          className="fill-accent-300"
        />
      </g>
      <Twinkles
        stars={[
          [290, 44, 10],
          [30, 206, 7],
        ]}
        points={[
          [206, 24],
          [20, 90],
          [306, 150],
        ]}
      />
    </Illustration>
  )
}
