import { AU, GB, IE, NZ, US } from 'country-flag-icons/react/3x2'
import { Check, Globe2, MapPin } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

/** The flags the site shows; named imports keep the other 250 out of the bundle. */
const flags = { US, GB, AU, NZ, IE } as const

export type DestinationCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** ISO 3166-1 alpha-2 code; US, GB, AU, NZ and IE have flags, others show a globe. */
  countryCode: string
  /** The country's name, the card's heading. */
  name: string
  /** A sentence or two about studying there. */
  description: string
  /** Points listed under the text. @default none */
  highlights?: readonly string[]
  /** What the visitor can do next, e.g. a ButtonLink naming the country. @default none */
  action?: ReactNode
  /** The heading's level. @default 'h3' */
  headingLevel?: 'h2' | 'h3'
  /** A short line above the name. @default 'Study destination' */
  eyebrow?: string
}

/** A study destination: its flag, name, what it offers and an action. */
export function DestinationCard({
  countryCode,
  name,
  description,
  highlights,
  action,
  headingLevel: Heading = 'h3',
  eyebrow = 'Study destination',
  className,
  ...props
}: DestinationCardProps) {
  const titleId = useId()
  const Flag = flags[countryCode.toUpperCase() as keyof typeof flags]
  return (
    <article
      aria-labelledby={titleId}
      data-country={countryCode.toUpperCase()}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200 motion-safe:transition-shadow motion-safe:duration-200 hover:shadow-card-hover',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-4 border-b border-slate-100 bg-slate-50/80 px-6 py-5">
        <span
          aria-hidden="true"
          className="flex h-12 w-18 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-100 text-brand-700 shadow-sm ring-1 ring-slate-900/10"
        >
          {Flag ? <Flag className="block size-full" /> : <Globe2 className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="flex items-center gap-1 text-xs font-semibold tracking-wider text-accent-700 uppercase">
            <MapPin aria-hidden="true" className="size-3.5" />
            {eyebrow}
          </p>
          <Heading id={titleId} className="mt-1 text-xl font-bold tracking-tight text-brand-950">
            {name}
          </Heading>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="leading-relaxed text-pretty text-slate-600">{description}</p>
        {highlights && highlights.length > 0 ? (
          <ul className="mt-4 space-y-2">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {action ? (
          <div className="mt-auto flex pt-6 [&>*]:w-full sm:[&>*]:w-auto">{action}</div>
        ) : null}
      </div>
    </article>
  )
}
