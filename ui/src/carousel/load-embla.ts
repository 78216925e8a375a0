import { lazyOnce } from '../lib/lazy-once'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'

/** What the carousel asks of Embla: the options it always sets and those of one carousel. */
export interface EmblaSetup {
  /** Embla's `duration` (a spring, not milliseconds). */
  duration: number
  /** The slide to start on: the one the visitor chose before Embla arrived, if any. */
  startIndex: number
  /** How long each slide stays, in milliseconds. */
  autoplayMs: number
}

/** Embla and its autoplay plugin, fetched once for every carousel of the page. */
const loadEmbla = lazyOnce(() =>
  Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]),
)

/**
 * Fetches Embla and its autoplay plugin and starts them on the viewport. The carousel's markup
 * is complete without them (and prerendered), so they load after the page has hydrated rather
 * than in its first-load JavaScript (docs/product.md#speed).
 */
export async function startEmbla(
  viewport: HTMLElement,
  { duration, startIndex, autoplayMs }: EmblaSetup,
): Promise<EmblaCarouselType> {
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await loadEmbla()
  const options: EmblaOptionsType = {
    loop: true,
    duration,
    startIndex,
    // A slide counts as in view once 1% of it shows (at 0, a neighbour merely touching counts).
    inViewThreshold: 0.01,
  }
  return EmblaCarousel(viewport, options, [
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      // The carousel itself restarts autoplay after a drag, and only if it should.
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ])
}
