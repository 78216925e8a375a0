import { bars, box, dots, Illustration, Twinkles, type IllustrationProps } from './parts'

/** Cybersecurity: a shield with a tick inside a ring of protection, a padlock and a log of alerts. */
export function SecurityIllustration({ className }: IllustrationProps) {
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="100" className="fill-brand-700/40" />
      <circle
        cx="160"
        cy="120"
        r="84"
        className="fill-none stroke-white/30"
        strokeWidth="2"
        strokeDasharray="4 8"
      />
      {/* Shield */}
      <path
        d="M160 38l62 22v46c0 44-28 76-62 94-34-18-62-50-62-94V60Z"
        className="fill-brand-500"
      />
      <path d="M160 38l62 22v46c0 44-28 76-62 94Z" className="fill-brand-600" />
      <path d="M134 118l18 18 36-38" className="fill-none stroke-accent-300" strokeWidth="10" />
      {/* Padlock */}
      <g transform="translate(236 128)">
        <path
          d="M14 30V20a18 18 0 0 1 36 0v10"
          className="fill-none stroke-brand-200"
          strokeWidth="8"
        />
        <path d={box(0, 28, 64, 50, 10)} className="fill-accent-400" />
        <circle cx="32" cy="48" r="7" className="fill-brand-950" />
        <path d="M29 50h6l2 14h-10Z" className="fill-brand-950" />
      </g>
      {/* Alerts log */}
      <g transform="translate(18 40)">
        <path d={box(0, 0, 92, 70, 12)} className="fill-white" />
        <path
          d={dots([
            [16, 18],
            [16, 36],
          ])}
          className="stroke-brand-400"
          strokeWidth="10"
        />
        <path d={dots([[16, 54]])} className="stroke-accent-500" strokeWidth="10" />
        <path
          d={bars([
            [28, 15, 50],
            [28, 33, 40],
            [28, 51, 52],
          ])}
          className="stroke-brand-200"
        />
      </g>
      <Twinkles
        stars={[
          [262, 50, 10],
          [50, 190, 7],
        ]}
        points={[
          [300, 100],
          [110, 224],
          [22, 140],
        ]}
      />
    </Illustration>
  )
}
