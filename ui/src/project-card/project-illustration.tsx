import { cn } from '../lib/cn'

export type ProjectKind = 'ecommerce' | 'portal' | 'booking' | 'dashboard'

/** The page inside the browser window, drawn per kind of project (viewBox 0 0 320 172, below the bar). */
function Page({ kind }: { kind: ProjectKind }) {
  switch (kind) {
    case 'ecommerce':
      return (
        <g>
          <rect x="16" y="14" width="120" height="10" rx="5" className="fill-brand-200" />
          <rect x="252" y="12" width="52" height="14" rx="7" className="fill-accent-400" />
          {[16, 116, 216].map((x, index) => (
            <g key={x} transform={`translate(${x} 40)`}>
              <rect width="88" height="118" rx="10" className="fill-white stroke-slate-200" />
              <rect
                x="8"
                y="8"
                width="72"
                height="58"
                rx="6"
                className={index === 1 ? 'fill-accent-100' : 'fill-brand-100'}
              />
              <circle
                cx="44"
                cy="37"
                r="14"
                className={index === 1 ? 'fill-accent-300' : 'fill-brand-300'}
              />
              <rect x="8" y="76" width="56" height="7" rx="3.5" className="fill-slate-300" />
              <rect x="8" y="90" width="32" height="7" rx="3.5" className="fill-brand-600" />
              <rect x="56" y="88" width="24" height="20" rx="5" className="fill-brand-700" />
            </g>
          ))}
        </g>
      )
    case 'portal':
      return (
        <g>
          <rect x="0" y="0" width="76" height="172" className="fill-brand-950" />
          <circle cx="24" cy="24" r="9" className="fill-accent-400" />
          {[52, 74, 96, 118].map((y, index) => (
            <rect
              key={y}
              x="14"
              y={y}
              width={index === 0 ? 50 : 42}
              height="8"
              rx="4"
              className={index === 0 ? 'fill-white' : 'fill-brand-400'}
            />
          ))}
          <rect x="92" y="16" width="110" height="12" rx="6" className="fill-brand-200" />
          <circle cx="292" cy="22" r="10" className="fill-brand-200" />
          <rect
            x="92"
            y="42"
            width="212"
            height="52"
            rx="10"
            className="fill-brand-50 stroke-brand-100"
          />
          <rect x="106" y="56" width="90" height="8" rx="4" className="fill-brand-700" />
          <rect x="106" y="72" width="140" height="7" rx="3.5" className="fill-slate-300" />
          <rect
            x="92"
            y="106"
            width="100"
            height="52"
            rx="10"
            className="fill-white stroke-slate-200"
          />
          <rect
            x="204"
            y="106"
            width="100"
            height="52"
            rx="10"
            className="fill-white stroke-slate-200"
          />
          <rect x="104" y="120" width="40" height="7" rx="3.5" className="fill-slate-300" />
          <rect x="104" y="134" width="64" height="10" rx="5" className="fill-accent-400" />
          <rect x="216" y="120" width="40" height="7" rx="3.5" className="fill-slate-300" />
          <rect x="216" y="134" width="56" height="10" rx="5" className="fill-brand-500" />
        </g>
      )
    case 'booking':
      return (
        <g>
          <rect x="16" y="14" width="100" height="10" rx="5" className="fill-brand-200" />
          <rect
            x="16"
            y="36"
            width="172"
            height="122"
            rx="10"
            className="fill-white stroke-slate-200"
          />
          <rect x="28" y="48" width="70" height="8" rx="4" className="fill-brand-700" />
          {Array.from({ length: 15 }, (_, cell) => {
            const col = cell % 5
            const row = Math.floor(cell / 5)
            const picked = cell === 7
            const busy = cell === 3 || cell === 11
            return (
              <rect
                key={cell}
                x={28 + col * 31}
                y={68 + row * 28}
                width="24"
                height="20"
                rx="5"
                className={picked ? 'fill-accent-400' : busy ? 'fill-slate-200' : 'fill-brand-100'}
              />
            )
          })}
          <rect x="200" y="36" width="104" height="122" rx="10" className="fill-brand-950" />
          <rect x="212" y="50" width="56" height="8" rx="4" className="fill-brand-300" />
          {[70, 88, 106].map((y) => (
            <rect key={y} x="212" y={y} width="80" height="10" rx="5" className="fill-white/20" />
          ))}
          <rect x="212" y="130" width="80" height="16" rx="8" className="fill-accent-400" />
        </g>
      )
    case 'dashboard':
      return (
        <g>
          {[16, 118, 220].map((x, index) => (
            <g key={x} transform={`translate(${x} 14)`}>
              <rect width="84" height="44" rx="8" className="fill-white stroke-slate-200" />
              <rect x="10" y="10" width="36" height="6" rx="3" className="fill-slate-300" />
              <rect
                x="10"
                y="24"
                width={index === 1 ? 52 : 44}
                height="10"
                rx="5"
                className={index === 2 ? 'fill-accent-400' : 'fill-brand-600'}
              />
            </g>
          ))}
          <rect
            x="16"
            y="70"
            width="186"
            height="88"
            rx="10"
            className="fill-white stroke-slate-200"
          />
          <path
            d="M28 140 58 118l26 10 30-30 28 14 26-26 22 8"
            className="fill-none stroke-brand-600"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M28 146 58 134l26 4 30-16 28 8 26-12 22 4"
            className="fill-none stroke-accent-400"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect
            x="214"
            y="70"
            width="90"
            height="88"
            rx="10"
            className="fill-white stroke-slate-200"
          />
          <circle cx="259" cy="114" r="28" className="fill-brand-100" />
          <path d="M259 86a28 28 0 0 1 26.6 36.7L259 114Z" className="fill-brand-600" />
          <path d="M285.6 122.7A28 28 0 0 1 245 138.3L259 114Z" className="fill-accent-400" />
          <circle cx="259" cy="114" r="12" className="fill-white" />
        </g>
      )
  }
}

/** A browser window showing a sketch of the kind of site: decorative, the card's text says what it is. */
export function ProjectIllustration({
  kind,
  className,
}: {
  kind: ProjectKind
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <rect width="320" height="200" rx="12" className="fill-slate-50" />
      <path d="M0 12A12 12 0 0 1 12 0h296a12 12 0 0 1 12 12v16H0Z" className="fill-slate-200" />
      <circle cx="16" cy="14" r="4" className="fill-red-400" />
      <circle cx="30" cy="14" r="4" className="fill-accent-400" />
      <circle cx="44" cy="14" r="4" className="fill-emerald-400" />
      <rect x="62" y="7" width="196" height="14" rx="7" className="fill-white" />
      <g transform="translate(0 28)">
        <Page kind={kind} />
      </g>
    </svg>
  )
}
