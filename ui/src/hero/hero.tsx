import { Sparkles } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { Container } from '../container/container'
import { cn } from '../lib/cn'
import { HeroIllustration } from './hero-illustration'

export type HeroProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** A short line above the title, e.g. the tagline. @default none */
  eyebrow?: string
  /** The page's main heading (h1). */
  title: string
  /** One or two sentences under the title. */
  lead: string
  /** The calls to action, e.g. two ButtonLinks (secondary and inverse-outline read best here). */
  actions: ReactNode
}

/** The home page's opening band: dark brand gradient, headline, lead, actions and an illustration. */
export function Hero({ eyebrow, title, lead, actions, className, ...props }: HeroProps) {
  const titleId = useId()
  const dotsId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('relative isolate overflow-hidden bg-brand-950 text-white', className)}
      {...props}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-linear-to-br from-brand-950 via-brand-900 to-brand-800" />
        <div className="absolute -top-48 -right-40 size-[40rem] rounded-full bg-brand-600/30 blur-3xl" />
        <div className="absolute -bottom-64 left-1/3 size-[30rem] rounded-full bg-brand-500/20 blur-3xl" />
        <svg className="absolute inset-0 size-full [mask-image:radial-gradient(ellipse_at_top_left,black,transparent_70%)]">
          <defs>
            <pattern id={dotsId} width="28" height="28" patternUnits="userSpaceOnUse">
              <circle cx="2" cy="2" r="1.25" className="fill-white/15" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill={`url(#${dotsId})`} />
        </svg>
      </div>

      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:py-24 xl:py-28">
        <div className="motion-safe:animate-rise-in">
          {eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-semibold text-accent-200">
              <Sparkles aria-hidden="true" className="size-4 text-accent-300" />
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={titleId}
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-display xl:text-display-lg"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100 sm:text-xl">
            {lead}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
            {actions}
          </div>
        </div>
        <HeroIllustration className="mx-auto hidden max-w-xl lg:block" />
      </Container>
    </section>
  )
}
