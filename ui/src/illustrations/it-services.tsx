import { bars, box, dots, Illustration, Twinkles, type IllustrationProps } from './parts'

/** IT services: a server rack wired to a code editor, and a card with a rising chart. */
export function ItServicesIllustration({ className }: IllustrationProps) {
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="104" className="fill-brand-700/40" />
      {/* Server rack */}
      <path
        d={box(34, 60, 116, 38, 10) + box(34, 106, 116, 38, 10) + box(34, 152, 116, 38, 10)}
        className="fill-brand-700 stroke-white/15"
        strokeWidth="1.5"
      />
      <path
        d={bars([
          [50, 76, 48],
          [50, 122, 48],
          [50, 168, 48],
        ])}
        className="stroke-white/25"
      />
      <path
        d={dots([
          [118, 79],
          [118, 125],
          [118, 171],
        ])}
        className="stroke-brand-300"
        strokeWidth="8"
      />
      <path
        d={dots([
          [132, 79],
          [132, 125],
          [132, 171],
        ])}
        className="stroke-accent-400"
        strokeWidth="8"
      />
      {/* Connection */}
      <path
        d="M150 125h24v-30h12"
        className="fill-none stroke-white/40"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      {/* Code editor */}
      <g transform="translate(170 34)">
        <path
          d={box(0, 0, 134, 104, 14)}
          className="fill-brand-900 stroke-white/15"
          strokeWidth="1.5"
        />
        <path d={dots([[18, 18]])} className="stroke-accent-400" strokeWidth="8" />
        <path d={dots([[32, 18]])} className="stroke-brand-400" strokeWidth="8" />
        <path d={dots([[46, 18]])} className="stroke-white/40" strokeWidth="8" />
        <path
          d={bars([
            [18, 38, 46],
            [32, 70, 40],
          ])}
          className="stroke-accent-300"
        />
        <path
          d={bars([
            [70, 38, 44],
            [32, 54, 28],
            [80, 70, 30],
          ])}
          className="stroke-brand-300"
        />
        <path
          d={bars([
            [66, 54, 48],
            [18, 86, 36],
          ])}
          className="stroke-white/50"
        />
      </g>
      {/* Uptime card */}
      <g transform="translate(190 154)">
        <path d={box(0, 0, 112, 56, 12)} className="fill-white" />
        <path d={bars([[14, 12, 36]])} className="stroke-brand-200" />
        <path
          d="M14 44l18-10 14 6 18-16 14 8 18-14"
          className="fill-none stroke-brand-500"
          strokeWidth="3"
        />
        <circle cx="96" cy="18" r="5" className="fill-accent-400" />
      </g>
      <Twinkles
        stars={[
          [36, 34, 9],
          [160, 214, 7],
        ]}
        points={[
          [294, 20],
          [18, 214],
          [306, 140],
        ]}
      />
    </Illustration>
  )
}
