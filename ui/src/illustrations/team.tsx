import { bars, box, dots, Illustration, Twinkles, type IllustrationProps } from './parts'

/** About us: three people of one team in front of a shared goal, talking it through. */
export function TeamIllustration({ className }: IllustrationProps) {
  return (
    <Illustration className={className}>
      <circle cx="160" cy="132" r="96" className="fill-brand-700/50" />
      <circle
        cx="160"
        cy="132"
        r="96"
        className="fill-none stroke-white/15"
        strokeWidth="1.5"
        strokeDasharray="4 8"
      />
      {/* Side people */}
      <path d="M58 214a42 42 0 0 1 84 0Z" className="fill-brand-500" />
      <circle cx="100" cy="140" r="22" className="fill-brand-200" />
      <path d="M178 214a42 42 0 0 1 84 0Z" className="fill-brand-400" />
      <circle cx="220" cy="140" r="22" className="fill-brand-100" />
      {/* Front person */}
      <path d="M108 224a52 52 0 0 1 104 0Z" className="fill-accent-400" />
      <circle cx="160" cy="140" r="26" className="fill-brand-100" />
      {/* Speech bubbles */}
      <path d={box(20, 34, 92, 52, 12) + 'M40 86l-6 14 18-14Z'} className="fill-white" />
      <path
        d={bars([
          [34, 48, 52],
          [34, 64, 36],
        ])}
        className="stroke-brand-200"
      />
      <path d={box(222, 40, 70, 40, 12) + 'M270 80l10 12-2-12Z'} className="fill-accent-300" />
      <path
        d={dots([
          [242, 60],
          [257, 60],
          [272, 60],
        ])}
        className="stroke-brand-950"
        strokeWidth="8"
      />
      <Twinkles
        stars={[
          [160, 42, 11],
          [296, 124, 7],
        ]}
        points={[
          [22, 150],
          [132, 16],
          [306, 24],
        ]}
      />
    </Illustration>
  )
}
