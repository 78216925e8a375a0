import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export type CallToActionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The invitation, e.g. "Ready to start your journey?" (an h2). */
  title: string
  /** A sentence under the title. @default none */
  text?: string
  /** The buttons, e.g. ButtonLinks (secondary and inverse-outline read best on the band). */
  actions: ReactNode
}

/**
 * A dark brand panel that closes a page with an invitation and its buttons. It is a rounded
 * panel, so put it inside the page's Container.
 */
export function CallToAction({ title, text, actions, className, ...props }: CallToActionProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative isolate overflow-hidden rounded-3xl bg-brand-950 px-6 py-12 text-white shadow-card sm:px-12 sm:py-16',
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-linear-to-br from-brand-950 via-brand-900 to-brand-800" />
        <div className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-500/30 blur-3xl" />
        <div className="absolute -bottom-32 -left-16 size-72 rounded-full bg-accent-400/15 blur-3xl" />
      </div>
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {text ? (
            <p className="mt-4 text-lg leading-relaxed text-pretty text-brand-100">{text}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
      </div>
    </section>
  )
}
