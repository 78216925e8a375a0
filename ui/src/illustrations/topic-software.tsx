import { bars, box, dots, Illustration, Twinkles, type IllustrationProps } from './parts'

/** Software development: an application built in layers, and the code and terminal behind it. */
export function SoftwareIllustration({ className }: IllustrationProps) {
  const layer = (y: number) => `M96 ${y}l64-30 64 30-64 30Z`
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="104" className="fill-brand-700/40" />
      {/* Code window */}
      <g transform="translate(20 28)">
        <path
          d={box(0, 0, 120, 92, 14)}
          className="fill-brand-900 stroke-white/15"
          strokeWidth="1.5"
        />
        <path d={dots([[16, 16]])} className="stroke-accent-400" strokeWidth="8" />
        <path
          d={dots([
            [30, 16],
            [44, 16],
          ])}
          className="stroke-white/40"
          strokeWidth="8"
        />
        <path
          d="M26 46l-10 10 10 10M94 46l10 10-10 10"
          className="fill-none stroke-accent-300"
          strokeWidth="4"
        />
        <path
          d={bars([
            [36, 44, 48],
            [44, 58, 36],
            [36, 72, 30],
          ])}
          className="stroke-brand-300"
        />
      </g>
      {/* Layered stack */}
      <path d={layer(176)} className="fill-brand-400" />
      <path d="M96 176v10l64 30v-10ZM224 176v10l-64 30v-10Z" className="fill-brand-600" />
      <path d={layer(146)} className="fill-brand-300" />
      <path d="M96 146v10l64 30v-10ZM224 146v10l-64 30v-10Z" className="fill-brand-500" />
      <path d={layer(116)} className="fill-accent-300" />
      <path d="M96 116v10l64 30v-10ZM224 116v10l-64 30v-10Z" className="fill-accent-500" />
      {/* Terminal */}
      <g transform="translate(210 40)">
        <path d={box(0, 0, 92, 60, 12)} className="fill-white" />
        <path d="M14 20l8 6-8 6" className="fill-none stroke-brand-600" strokeWidth="3" />
        <path
          d={bars([
            [30, 23, 44],
            [14, 40, 56],
          ])}
          className="stroke-brand-200"
        />
      </g>
      <Twinkles
        stars={[
          [270, 150, 10],
          [46, 170, 7],
        ]}
        points={[
          [176, 24],
          [300, 214],
          [20, 214],
        ]}
      />
    </Illustration>
  )
}
