import type { EmblaCarouselType } from 'embla-carousel'
import { Pause, Play } from 'lucide-react'
import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'
import { startEmbla } from './load-embla'
import { useReducedMotion } from './use-reduced-motion'

export type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** What the slides are, e.g. "Featured programmes"; the carousel region's name. */
  label: string
  /** The slides, one shown at a time. */
  children: ReactNode[]
  /** How long each slide stays, in milliseconds. @default 3000 */
  autoplayMs?: number
  /** How long moving to the next slide takes, in milliseconds (approximately). @default 500 */
  transitionMs?: number
}

/**
 * Embla's `duration` is not in milliseconds: it drives a spring stepped 60 times a second. Its
 * default, 25, settles in about half a second; scale from there.
 */
function emblaDuration(transitionMs: number): number {
  return Math.max(1, Math.round(transitionMs / 20))
}

/**
 * Slides that loop one at a time, with dots and a pause button (WCAG 2.2.2). Autoplay waits
 * while the mouse is over the carousel or focus is inside it, and resumes afterwards unless
 * the visitor paused it; it does not start for visitors who prefer reduced motion. Slides out
 * of view are inert, so Tab never reaches a link that cannot be seen. The markup needs no script:
 * Embla, which moves the slides, arrives after hydration (docs/product.md#speed), and until
 * then the first slide shows and a dot chosen meanwhile is where Embla starts.
 */
export function Carousel({
  label,
  children,
  autoplayMs = 3000,
  transitionMs = 500,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children)
  const count = slides.length
  const slidesId = useId()

  const reducedMotion = useReducedMotion()
  // The visitor's own choice wins; without one, autoplay unless they prefer reduced motion.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const wantsPlay = choice === null ? !reducedMotion : choice === 'play'
  const [hovering, setHovering] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const [dragging, setDragging] = useState(false)
  const rotating = wantsPlay && !hovering && !focusWithin && !dragging && count > 1

  const [selected, setSelected] = useState(0)
  // A dot chosen before Embla arrived: where Embla starts.
  const chosenEarly = useRef(0)

  const viewportRef = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    let api: EmblaCarouselType | undefined
    let mounted = true
    startEmbla(viewport, {
      duration: emblaDuration(transitionMs),
      startIndex: chosenEarly.current,
      autoplayMs,
    }).then(
      (started) => {
        if (mounted) setEmbla((api = started))
        else started.destroy()
      },
      // Without Embla (a failed download) the first slide stays, with its link and the dots.
      () => {},
    )
    return () => {
      mounted = false
      api?.destroy()
    }
  }, [autoplayMs, transitionMs])

  // Slides partly on screen (Embla watches them): drawn, even when not the selected one, so a
  // slide never vanishes while it moves. The others are hidden.
  const [inView, setInView] = useState<readonly number[]>([0])
  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    const onSlidesInView = () => setInView(embla.slidesInView())
    const onPointerDown = () => setDragging(true)
    const onPointerUp = () => setDragging(false)
    embla
      .on('select', onSelect)
      .on('slidesInView', onSlidesInView)
      .on('pointerDown', onPointerDown)
      .on('pointerUp', onPointerUp)
    return () => {
      embla
        .off('select', onSelect)
        .off('slidesInView', onSlidesInView)
        .off('pointerDown', onPointerDown)
        .off('pointerUp', onPointerUp)
    }
  }, [embla])

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    // A visitor who prefers reduced motion and presses Play gets slides that change without sliding.
    if (rotating) autoplay.play(reducedMotion)
    else autoplay.stop()
  }, [embla, rotating, reducedMotion])

  function goTo(index: number) {
    if (embla) return embla.scrollTo(index, reducedMotion)
    // Before Embla has arrived: the dot is marked at once, and Embla starts on its slide.
    chosenEarly.current = index
    setSelected(index)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating || undefined}
      className={cn('relative', className)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        if (event.pointerType === 'mouse') setHovering(true)
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event)
        if (event.pointerType === 'mouse') setHovering(false)
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        onFocus?.(event)
        setFocusWithin(true)
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onBlur?.(event)
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
      }}
      {...props}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        {/* Announce slide changes only when the visitor makes them, not on every autoplay tick. */}
        <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the same child at the same place.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              // Not selected: out of the tab order and the accessibility tree.
              inert={index !== selected}
              className={cn(
                'min-w-0 shrink-0 grow-0 basis-full',
                index !== selected && !inView.includes(index) && 'invisible',
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <button
          type="button"
          onClick={() => setChoice(wantsPlay ? 'pause' : 'play')}
          aria-controls={slidesId}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 shadow-xs hover:border-brand-300 hover:bg-brand-50"
        >
          {wantsPlay ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {wantsPlay ? 'Pause carousel' : 'Play carousel'}
        </button>
        <ul className="flex items-center">
          {slides.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={`Go to slide ${index + 1} of ${count}`}
                aria-current={index === selected ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => goTo(index)}
                className="group flex h-11 w-7 items-center justify-center rounded-full sm:w-9"
              >
                <span
                  aria-hidden="true"
                  className="block h-2.5 w-2.5 rounded-full bg-slate-300 motion-safe:transition-all motion-safe:duration-300 group-hover:bg-brand-400 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
