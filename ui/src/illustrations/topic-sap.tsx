import { bars, box, dots, Illustration, Twinkles, type IllustrationProps } from './parts'

/** SAP: one system at the centre, its gear turning the modules wired around it. */
export function SapIllustration({ className }: IllustrationProps) {
  const modules = [
    [28, 36],
    [212, 36],
    [28, 152],
    [212, 152],
  ] as const
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="100" className="fill-brand-700/40" />
      <path
        d="M108 70l24 26M212 70l-24 26M108 170l24-26M212 170l-24-26"
        className="stroke-white/40"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      {/* Modules */}
      <path d={modules.map(([x, y]) => box(x, y, 80, 52, 10)).join('')} className="fill-white" />
      <path
        d={bars(modules.map(([x, y]) => [x + 12, y + 12, 36] as const))}
        className="stroke-brand-200"
      />
      <path
        d={bars(
          modules.map(([x, y]) => [x + 12, y + 30, 56] as const),
          8,
        )}
        className="stroke-brand-100"
      />
      <path
        d={bars(
          modules.map(([x, y], index) => [x + 12, y + 30, 20 + index * 10] as const),
          8,
        )}
        className="stroke-brand-500"
      />
      <path
        d={dots(modules.map(([x, y]) => [x + 66, y + 15] as const))}
        className="stroke-accent-400"
        strokeWidth="8"
      />
      {/* Central system with its gear */}
      <path
        d={box(116, 76, 88, 88, 20)}
        className="fill-brand-900 stroke-white/20"
        strokeWidth="1.5"
      />
      <circle
        cx="160"
        cy="120"
        r="24"
        className="fill-none stroke-accent-400"
        strokeWidth="10"
        strokeDasharray="7.5 5"
      />
      <circle cx="160" cy="120" r="22" className="fill-accent-400" />
      <circle cx="160" cy="120" r="9" className="fill-brand-900" />
      <Twinkles
        stars={[
          [160, 40, 9],
          [160, 204, 7],
        ]}
        points={[
          [14, 120],
          [306, 120],
        ]}
      />
    </Illustration>
  )
}
