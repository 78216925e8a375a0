import { cva } from 'class-variance-authority'
import { ArrowRight, Check } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

const cardVariants = cva(
  'group relative flex h-full flex-col rounded-2xl p-6 motion-safe:transition-shadow motion-safe:duration-200 sm:p-7',
  {
    variants: {
      tone: {
        default: 'bg-white shadow-card ring-1 ring-slate-200 hover:shadow-card-hover',
        brand:
          'bg-brand-950 bg-linear-to-br from-brand-950 to-brand-900 text-white shadow-card ring-1 ring-brand-800 hover:shadow-card-hover',
      },
    },
    defaultVariants: { tone: 'default' },
  },
)

const toneClasses = {
  default: {
    icon: 'bg-brand-50 text-brand-700 ring-1 ring-brand-100',
    title: 'text-brand-950',
    text: 'text-slate-600',
    price: 'bg-accent-50 text-accent-800 ring-1 ring-accent-200',
    check: 'text-brand-600',
    feature: 'text-slate-700',
    link: 'text-brand-700 hover:text-brand-900',
  },
  brand: {
    icon: 'bg-accent-400 text-brand-950',
    title: 'text-white',
    text: 'text-brand-100',
    price: 'bg-white/10 text-accent-200 ring-1 ring-white/15',
    check: 'text-accent-300',
    feature: 'text-brand-100',
    link: 'text-accent-200 hover:text-white focus-visible:outline-accent-300',
  },
} as const

export type FeatureCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** A lucide icon (or small SVG) shown in a tile above the title; decorative. */
  icon: ReactNode
  /** The card's heading. */
  title: string
  /** A sentence or two about it. */
  description: string
  /** Where the card's link leads. @default no link */
  href?: string
  /** The link's visible text; screen readers hear it followed by "about <title>". @default 'Learn more' */
  linkLabel?: string
  /** Points listed with check marks. @default none */
  features?: readonly string[]
  /** A price as shown, e.g. "From £8,000 per project". @default none */
  price?: string
  /** default: white card; brand: dark navy card for emphasis. @default 'default' */
  tone?: 'default' | 'brand'
  /** The heading's level. @default 'h3' */
  headingLevel?: 'h2' | 'h3'
}

/**
 * A card for a service, highlight or reason: icon, title, text, optional points and price, and
 * an optional link at the foot.
 */
export function FeatureCard({
  icon,
  title,
  description,
  href,
  linkLabel = 'Learn more',
  features,
  price,
  tone = 'default',
  headingLevel: Heading = 'h3',
  className,
  ...props
}: FeatureCardProps) {
  const titleId = useId()
  const colours = toneClasses[tone]
  return (
    <article
      aria-labelledby={titleId}
      data-tone={tone}
      className={cn(cardVariants({ tone }), className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6',
            colours.icon,
          )}
        >
          {icon}
        </span>
        {price ? (
          <p
            className={cn(
              'rounded-full px-3 py-1 text-right text-sm font-semibold text-balance',
              colours.price,
            )}
          >
            {price}
          </p>
        ) : null}
      </div>
      <Heading id={titleId} className={cn('mt-5 text-xl font-bold tracking-tight', colours.title)}>
        {title}
      </Heading>
      <p className={cn('mt-3 leading-relaxed text-pretty', colours.text)}>{description}</p>
      {features && features.length > 0 ? (
        <ul className="mt-5 space-y-2.5">
          {features.map((feature) => (
            <li key={feature} className={cn('flex items-start gap-2.5 text-sm', colours.feature)}>
              <Check
                aria-hidden="true"
                strokeWidth={2.5}
                className={cn('mt-0.5 size-4 shrink-0', colours.check)}
              />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {href ? (
        <div className="mt-auto pt-6">
          <Link
            href={href}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-md font-semibold underline-offset-4 hover:underline',
              colours.link,
            )}
          >
            {linkLabel}
            <span className="sr-only"> about {title}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 motion-safe:transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        </div>
      ) : null}
    </article>
  )
}
