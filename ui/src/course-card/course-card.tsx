import { ArrowRight, Info } from 'lucide-react'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export type CourseCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** The course's name, the card's heading. */
  title: string
  /** One or two sentences about the course. */
  description: string
  /** Where the card's link leads, e.g. the course page. */
  href: string
  /** The link's visible text, e.g. "More Info"; screen readers hear it followed by "about <title>". */
  linkLabel: string
  /** A lucide icon (or small SVG) for the course's topic; decorative. @default none */
  icon?: ReactNode
  /** A short tag, e.g. the level. @default none */
  badge?: string
  /** A longer text shown in a popup on hover, keyboard focus or tap. @default no popup */
  detail?: string
  /** The heading's level. @default 'h3' */
  headingLevel?: 'h2' | 'h3'
  /** Whether the popup is open, when the caller keeps that state (CourseGrid does). @default uncontrolled */
  popupOpen?: boolean
  /** Called when the popup wants to open or close. */
  onPopupOpenChange?: (open: boolean) => void
}

/**
 * A course in a grid: icon, badge, title, text and a link. With `detail`, a popup tells more:
 * it opens while the mouse is over the card, while focus is inside it, or when the
 * "Show details" button is tapped; it closes on Escape, when the mouse leaves, when focus leaves
 * and when the visitor taps elsewhere (WCAG 1.4.13: dismissible, hoverable, persistent).
 */
export function CourseCard({
  title,
  description,
  href,
  linkLabel,
  icon,
  badge,
  detail,
  headingLevel: Heading = 'h3',
  popupOpen,
  onPopupOpenChange,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  onKeyDown,
  ...props
}: CourseCardProps) {
  const titleId = useId()
  const popupId = useId()
  const cardRef = useRef<HTMLElement>(null)
  const [ownOpen, setOwnOpen] = useState(false)
  const open = Boolean(detail) && (popupOpen ?? ownOpen)

  function setOpen(next: boolean) {
    if (!detail) return
    if (popupOpen === undefined) setOwnOpen(next)
    onPopupOpenChange?.(next)
  }

  // What the popup was when the toggle was pressed: pressing also focuses the button (which
  // opens the popup), and the click must then toggle from the state before that.
  const openAtPress = useRef<boolean | null>(null)

  // A tap or click anywhere outside the card closes its popup (touch screens have no mouse-leave).
  const setOpenRef = useRef(setOpen)
  useEffect(() => {
    setOpenRef.current = setOpen
  })
  useEffect(() => {
    if (!open) return
    function closeOnOutsidePress(event: globalThis.PointerEvent) {
      if (event.target instanceof Node && cardRef.current?.contains(event.target)) return
      setOpenRef.current(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [open])

  const popupHandlers = detail
    ? {
        onPointerEnter(event: PointerEvent<HTMLElement>) {
          onPointerEnter?.(event)
          if (event.pointerType === 'mouse') setOpen(true)
        },
        onPointerLeave(event: PointerEvent<HTMLElement>) {
          onPointerLeave?.(event)
          if (event.pointerType === 'mouse') setOpen(false)
        },
        onFocus(event: FocusEvent<HTMLElement>) {
          onFocus?.(event)
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(true)
        },
        onBlur(event: FocusEvent<HTMLElement>) {
          onBlur?.(event)
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
        },
        onKeyDown(event: KeyboardEvent<HTMLElement>) {
          onKeyDown?.(event)
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            setOpen(false)
          }
        },
      }
    : { onPointerEnter, onPointerLeave, onFocus, onBlur, onKeyDown }

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      data-open={open || undefined}
      className={cn(
        'group relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200 motion-safe:transition-shadow motion-safe:duration-200 hover:shadow-card-hover data-open:z-20 data-open:shadow-card-hover data-open:ring-brand-300',
        className,
      )}
      {...popupHandlers}
      {...props}
    >
      {icon || badge ? (
        <div className="mb-5 flex items-start justify-between gap-3">
          {icon ? (
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-brand-600 to-brand-800 text-white shadow-sm [&_svg]:size-6"
            >
              {icon}
            </span>
          ) : (
            <span />
          )}
          {badge ? (
            <p className="rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-800 ring-1 ring-accent-200">
              {badge}
            </p>
          ) : null}
        </div>
      ) : null}
      <Heading id={titleId} className="text-lg font-bold tracking-tight text-brand-950">
        {title}
      </Heading>
      <p className="mt-2 leading-relaxed text-pretty text-slate-600">{description}</p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <Link
          href={href}
          aria-describedby={detail ? popupId : undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {linkLabel}
          <span className="sr-only"> about {title}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 motion-safe:transition-transform group-hover:translate-x-0.5"
          />
        </Link>
        {detail ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={popupId}
            aria-describedby={titleId}
            onPointerDown={() => {
              openAtPress.current = open
            }}
            onClick={() => {
              const before = openAtPress.current ?? open
              openAtPress.current = null
              setOpen(!before)
            }}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-brand-800 aria-expanded:text-brand-800"
          >
            <Info aria-hidden="true" className="size-4" />
            Show details
          </button>
        ) : null}
      </div>
      {detail ? (
        // The popup hangs below the card; padding (not margin) bridges the gap, so the mouse
        // can move onto it without leaving the card.
        <div
          id={popupId}
          role="tooltip"
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 pt-2 motion-safe:animate-rise-in"
        >
          <div className="relative rounded-xl bg-brand-950 p-5 text-sm leading-relaxed text-brand-50 shadow-card-hover ring-1 ring-white/10">
            <span
              aria-hidden="true"
              className="absolute -top-1.5 left-8 size-3 rotate-45 bg-brand-950"
            />
            <p className="mb-1.5 font-semibold text-white">{title}</p>
            <p>{detail}</p>
          </div>
        </div>
      ) : null}
    </article>
  )
}
