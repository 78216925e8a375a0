import { bars, box, Illustration, Twinkles, type IllustrationProps } from './parts'

/** Study abroad: a globe with a flight path arcing over it, a destination pin and a boarding pass. */
export function StudyAbroadIllustration({ className }: IllustrationProps) {
  return (
    <Illustration className={className}>
      {/* Globe */}
      <circle cx="148" cy="128" r="86" className="fill-brand-600" />
      <path d="M148 42a86 86 0 0 0 0 172a112 112 0 0 1 0-172Z" className="fill-brand-500" />
      <g className="fill-none stroke-white/20" strokeWidth="1.5">
        <circle cx="148" cy="128" r="86" />
        <ellipse cx="148" cy="128" rx="36" ry="86" />
        <path d="M148 42v172M62 128h172M72 88h152M72 168h152" />
      </g>
      <path
        d="M104 74c14-10 36-8 44 4 6 10-4 18-16 20-8 1-10 10-20 10-12 0-22-8-22-18 0-6 6-12 14-16Zm62 50c14-4 30 2 36 14 6 10 0 24-10 30-8 6-8 18-18 20-12 2-20-8-20-20 0-10-8-16-6-26 2-10 10-16 18-18Z"
        className="fill-white/15"
      />
      {/* Flight path and plane */}
      <path
        d="M30 196C60 96 170 22 268 60"
        className="fill-none stroke-white/50"
        strokeWidth="2"
        strokeDasharray="4 8"
      />
      <path
        d="m268 60 22-4c6-1 8 6 2 8l-20 6-8 16-6-2 2-12-14 2-4 6-5-1 2-10-4-8 5-1 6 4Z"
        className="fill-white"
      />
      {/* Destination pin */}
      <path
        d="M190 62a18 18 0 0 0-18 18c0 14 18 32 18 32s18-18 18-32a18 18 0 0 0-18-18Z"
        className="fill-accent-400"
      />
      <circle cx="190" cy="80" r="7" className="fill-brand-950" />
      {/* Boarding pass */}
      <g transform="translate(206 146)">
        <path d={box(0, 0, 100, 60, 12)} className="fill-white" />
        <path d={box(72, 0, 28, 60, 12)} className="fill-accent-300" />
        <path d="M72 0h8v60h-8Z" className="fill-accent-300" />
        <path
          d={bars([
            [14, 14, 40],
            [14, 28, 28],
            [14, 42, 46],
          ])}
          className="stroke-brand-200"
        />
        <path d="M72 4v52" className="stroke-brand-950/20" strokeWidth="2" strokeDasharray="3 4" />
      </g>
      <Twinkles
        stars={[
          [286, 116, 10],
          [46, 50, 8],
        ]}
        points={[
          [256, 22],
          [24, 120],
          [118, 226],
        ]}
      />
    </Illustration>
  )
}
