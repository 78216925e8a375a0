import { bars, box, dots, Illustration, Twinkles, type IllustrationProps } from './parts'

/** Data: a bar chart with its trend, a doughnut chart and a scatter of points. */
export function DataIllustration({ className }: IllustrationProps) {
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="104" className="fill-brand-700/40" />
      {/* Bar chart */}
      <g transform="translate(28 50)">
        <path d={box(0, 0, 160, 140, 14)} className="fill-white" />
        <path d={bars([[16, 16, 56]])} className="stroke-brand-200" />
        <path d={box(20, 92, 18, 32, 4) + box(76, 64, 18, 60, 4)} className="fill-brand-300" />
        <path d={box(48, 76, 18, 48, 4) + box(104, 48, 18, 76, 4)} className="fill-brand-500" />
        <path d={box(132, 36, 18, 88, 4)} className="fill-accent-400" />
        <path
          d="M29 80l28-14 28-14 28-14 28-14"
          className="fill-none stroke-brand-950/40"
          strokeWidth="2"
          strokeDasharray="4 5"
        />
      </g>
      {/* Doughnut */}
      <circle
        cx="246"
        cy="82"
        r="38"
        className="fill-brand-900 stroke-white/15"
        strokeWidth="1.5"
      />
      <circle cx="246" cy="82" r="24" className="fill-none stroke-brand-400" strokeWidth="14" />
      <circle
        cx="246"
        cy="82"
        r="24"
        className="fill-none stroke-accent-400"
        strokeWidth="14"
        strokeDasharray="56 151"
        transform="rotate(-90 246 82)"
      />
      {/* Scatter */}
      <g transform="translate(202 140)">
        <path
          d={box(0, 0, 100, 74, 12)}
          className="fill-brand-800 stroke-white/15"
          strokeWidth="1.5"
        />
        <path
          d={dots([
            [18, 56],
            [30, 44],
            [44, 48],
            [58, 30],
            [72, 34],
            [84, 18],
          ])}
          className="stroke-brand-300"
          strokeWidth="8"
        />
        <path
          d={dots([
            [52, 52],
            [26, 22],
          ])}
          className="stroke-accent-300"
          strokeWidth="8"
        />
      </g>
      <Twinkles
        stars={[
          [182, 28, 9],
          [40, 214, 7],
        ]}
        points={[
          [22, 30],
          [300, 24],
          [178, 222],
        ]}
      />
    </Illustration>
  )
}
