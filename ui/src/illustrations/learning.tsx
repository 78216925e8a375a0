import { bars, box, Illustration, Twinkles, type IllustrationProps } from './parts'

/** Courses and learning: a lesson playing on a laptop, a progress card and a certificate. */
export function LearningIllustration({ className }: IllustrationProps) {
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="104" className="fill-brand-700/40" />
      {/* Laptop */}
      <path
        d={box(74, 52, 172, 116, 12)}
        className="fill-brand-800 stroke-white/15"
        strokeWidth="1.5"
      />
      <path d={box(86, 64, 148, 92, 6)} className="fill-brand-600" />
      <path d="M50 172h220l-12 14H62Z" className="fill-brand-300" />
      <path d="M50 172h220v-4H50Z" className="fill-brand-200" />
      <circle cx="160" cy="110" r="22" className="fill-accent-400" />
      <path d="M153 98v24l19-12Z" className="fill-brand-950" />
      <path d={bars([[98, 142, 124]])} className="stroke-white/25" strokeWidth="4" />
      <path d={bars([[98, 142, 60]])} className="stroke-accent-300" strokeWidth="4" />
      {/* Progress card */}
      <g transform="translate(18 30)">
        <path d={box(0, 0, 96, 60, 12)} className="fill-white" />
        <path d={bars([[14, 14, 44]])} className="stroke-brand-200" />
        <path d={bars([[14, 36, 68]])} className="stroke-brand-100" strokeWidth="8" />
        <path d={bars([[14, 36, 46]])} className="stroke-brand-500" strokeWidth="8" />
      </g>
      {/* Certificate */}
      <g transform="translate(214 122)">
        <path d={box(0, 0, 90, 68, 12)} className="fill-white" />
        <path
          d={bars([
            [14, 14, 50],
            [14, 28, 36],
          ])}
          className="stroke-brand-200"
        />
        <path d="M58 48l-6 22 12-6 12 6-6-22Z" className="fill-brand-500" />
        <circle cx="64" cy="44" r="12" className="fill-accent-400" />
        <circle cx="64" cy="44" r="6" className="fill-accent-200" />
      </g>
      <Twinkles
        stars={[
          [278, 46, 12],
          [40, 150, 7],
        ]}
        points={[
          [250, 26],
          [22, 206],
          [300, 214],
        ]}
      />
    </Illustration>
  )
}
