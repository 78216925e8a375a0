import { dots, Illustration, sparkle, Twinkles, type IllustrationProps } from './parts'

const layers = [
  [70, [60, 104, 148, 192]],
  [160, [48, 92, 136, 180, 224].map((y) => y - 16)],
  [250, [88, 152]],
] as const

/** Artificial intelligence: a small neural network, lighting up towards its answer. */
export function AiIllustration({ className }: IllustrationProps) {
  const links = layers
    .slice(1)
    .flatMap(([x, ys], index) =>
      ys.flatMap((y) => layers[index]![1].map((from) => `M${layers[index]![0]} ${from}L${x} ${y}`)),
    )
    .join('')
  const nodes = (index: number) => layers[index]![1].map((y) => [layers[index]![0], y] as const)
  return (
    <Illustration className={className}>
      <circle cx="160" cy="120" r="104" className="fill-brand-700/40" />
      <path d={links} className="stroke-white/20" strokeWidth="1.5" />
      <path
        d="M160 76L250 88M160 120L250 88M160 120L250 152"
        className="stroke-accent-300"
        strokeWidth="2.5"
      />
      <path d={dots(nodes(0))} className="stroke-brand-300" strokeWidth="24" />
      <path d={dots(nodes(1))} className="stroke-white" strokeWidth="24" />
      <path
        d={dots([
          [160, 76],
          [160, 120],
        ])}
        className="stroke-accent-300"
        strokeWidth="24"
      />
      <path d={dots(nodes(2))} className="stroke-white/30" strokeWidth="35" />
      <path d={dots(nodes(2))} className="stroke-brand-500" strokeWidth="32" />
      <circle cx="250" cy="88" r="16" className="fill-accent-400" />
      <path d={sparkle(250, 88, 9)} className="fill-brand-950" />
      <Twinkles
        stars={[
          [292, 40, 10],
          [32, 34, 7],
        ]}
        points={[
          [300, 200],
          [24, 218],
          [210, 20],
        ]}
      />
    </Illustration>
  )
}
