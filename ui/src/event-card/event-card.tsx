import { CalendarCheck2, CalendarDays, Clock, MapPin } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'
import { StatusMessage } from '../status-message/status-message'

export type EventCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /**
   * upcoming: open for registration; closed: upcoming, but taking no registrations (full, or
   * closed by staff); cancelled: called off; past: the event has taken place. @default 'upcoming'
   */
  status?: 'upcoming' | 'closed' | 'cancelled' | 'past'
  /**
   * What an upcoming card says above Register Now, e.g. "3 places left", or what a closed or
   * cancelled one shows instead of the button, e.g. "This event is full". @default none
   */
  notice?: string
  /** Called when the visitor presses Register Now (upcoming events), e.g. to open the registration dialog. */
  onRegister?: () => void
  /** Shown instead of Register Now on a past event, e.g. "This event has taken place". @default none */
  pastNotice?: string
  /** The event's name, the card's heading. */
  title: string
  /** What happens there. */
  description: string
  /** The date as shown, e.g. "Tuesday 15 April 2025". */
  date: string
  /** The time as shown, e.g. "10am–5pm". */
  time: string
  /** Where, e.g. "London". */
  location: string
  /**
   * A confirmation shown under Register Now, e.g. after the visitor registered: where the focus
   * returns when the registration dialog closes, so a phone shows it where the visitor looks.
   * @default none
   */
  confirmation?: string
  /** The heading's level. @default 'h3' */
  headingLevel?: 'h2' | 'h3'
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <dt className="contents">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-4.5"
        >
          {icon}
        </span>
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  )
}

/**
 * An event: name, text, date, time and place. An upcoming event has a Register Now button; a
 * past one says it has taken place instead, and its colours recede.
 */
export function EventCard({
  title,
  description,
  date,
  time,
  location,
  status = 'upcoming',
  onRegister,
  pastNotice,
  notice,
  confirmation,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: EventCardProps) {
  const titleId = useId()
  const receded = status !== 'upcoming'
  return (
    <article
      aria-labelledby={titleId}
      data-status={status}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl ring-1 ring-slate-200',
        receded
          ? 'bg-slate-50'
          : 'bg-white shadow-card motion-safe:transition-shadow motion-safe:duration-200 hover:shadow-card-hover',
        className,
      )}
      {...props}
    >
      <div
        aria-hidden="true"
        className={cn(
          'h-1.5',
          receded ? 'bg-slate-300' : 'bg-linear-to-r from-brand-700 via-brand-500 to-accent-400',
        )}
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <Heading id={titleId} className="text-xl font-bold tracking-tight text-brand-950">
          {title}
        </Heading>
        <p className="mt-3 leading-relaxed text-pretty text-slate-600">{description}</p>
        {/* Facts and button sit at the foot, so cards in a row line up. */}
        <div className="mt-auto pt-6">
          <dl className="flex flex-col gap-3 border-t border-slate-200 pt-6 text-sm">
            <Fact icon={<CalendarDays />} term="Date">
              {date}
            </Fact>
            <Fact icon={<Clock />} term="Time">
              {time}
            </Fact>
            <Fact icon={<MapPin />} term="Location">
              {location}
            </Fact>
          </dl>
          {receded ? (
            <p className="mt-6 flex items-center justify-center gap-2 rounded-lg bg-slate-200/70 px-4 py-2.5 text-sm font-semibold text-slate-700">
              {status === 'past' ? (
                <CalendarCheck2 aria-hidden="true" className="size-4.5 shrink-0" />
              ) : null}
              {status === 'past' ? pastNotice : notice}
            </p>
          ) : (
            <>
              {notice ? (
                <p className="mt-5 text-center text-sm font-semibold text-accent-800">{notice}</p>
              ) : null}
              <Button onClick={() => onRegister?.()} className="mt-6 w-full">
                Register Now
              </Button>
              {/* Always mounted, so the confirmation is announced when it appears. */}
              <StatusMessage tone="success" className="*:mt-4">
                {confirmation}
              </StatusMessage>
            </>
          )}
        </div>
      </div>
    </article>
  )
}
