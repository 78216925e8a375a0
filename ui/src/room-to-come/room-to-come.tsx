import { Hammer } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export type RoomToComeProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** The label above the text, e.g. "Coming soon". */
  badge: string
  /** What the room will hold, in a sentence or two. */
  description: string
  /** Ways to do the job meanwhile, e.g. a link to the invoice builder. @default none */
  actions?: ReactNode
}

/** A room of the staff area that is still to be built: what it will hold, and what to use meanwhile. */
export function RoomToCome({ badge, description, actions, className, ...props }: RoomToComeProps) {
  return (
    <section
      className={cn(
        'flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:flex-row sm:p-8',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
      >
        <Hammer className="size-6" />
      </span>
      <div className="flex flex-col gap-3">
        <p className="w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {badge}
        </p>
        <p className="max-w-2xl text-base leading-relaxed text-pretty text-slate-700">
          {description}
        </p>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  )
}

/** One room on the overview. */
export interface RoomCardItem {
  key: string
  label: string
  path: string
  /** What the room holds or will hold. */
  description: string
  /** A label beside the name, e.g. "Coming soon" or "Owners". @default none */
  badge?: string
}

export type RoomCardsProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The rooms, in order. */
  rooms: readonly RoomCardItem[]
}

/** The rooms of the staff area as cards that lead into them: the overview's content. */
export function RoomCards({ rooms, className, ...props }: RoomCardsProps) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', className)} {...props}>
      {rooms.map((room) => (
        <li key={room.key}>
          <Link
            href={room.path}
            className="group flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-xs motion-safe:transition-shadow hover:border-brand-300 hover:shadow-card"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-base font-semibold text-brand-900 group-hover:underline">
                {room.label}
              </span>
              {room.badge ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                  {room.badge}
                </span>
              ) : null}
            </span>
            <span className="text-sm leading-relaxed text-slate-600">{room.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
