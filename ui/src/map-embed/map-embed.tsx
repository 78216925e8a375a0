import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export type MapEmbedProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What the map shows, read out for the frame, e.g. "Map of our head office in Northampton". */
  title: string
  /** The embed address of the map; nothing is requested from it until the visitor asks. */
  src: string
  /** The map on the provider's own site, e.g. a Google Maps search for the address. */
  openHref: string
  /** The address the map shows, one line each, written on the placeholder. @default none */
  addressLines?: readonly string[]
  /** A sentence on the placeholder saying where the map comes from. @default none */
  notice?: string
  /** The button that loads the map. @default 'Show map' */
  showLabel?: string
  /** The link to the provider's site. @default 'Open in Google Maps' */
  openLabel?: string
  /** Show the map at once, without waiting for the button (e.g. after the visitor agreed elsewhere). @default false */
  defaultShown?: boolean
}

/**
 * A map that loads only when the visitor asks (docs/product.md#privacy-and-third-parties):
 * until "Show map" is pressed, the place holds the address, the button and a link to open the
 * map on the provider's site, and nothing is requested from the provider. Then the 300 px map
 * loads in place and takes the focus. Heights are classes and attributes, never inline styles,
 * because the Content Security Policy allows none.
 */
export function MapEmbed({
  title,
  src,
  openHref,
  addressLines,
  notice,
  showLabel = 'Show map',
  openLabel = 'Open in Google Maps',
  defaultShown = false,
  className,
  ...props
}: MapEmbedProps) {
  const [shown, setShown] = useState(defaultShown)
  const [askedFor, setAskedFor] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  // The button the visitor pressed is gone: the map it loaded takes the focus.
  useEffect(() => {
    if (askedFor) frame.current?.focus()
  }, [askedFor])

  return (
    <div
      data-shown={shown || undefined}
      className={cn(
        'relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-card',
        className,
      )}
      {...props}
    >
      {shown ? (
        <>
          <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <MapPin className="size-8 text-slate-400" />
          </div>
          <iframe
            ref={frame}
            title={title}
            src={src}
            height={300}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className="relative block h-75 w-full border-0"
          />
        </>
      ) : (
        <div
          data-map-placeholder
          className="flex h-75 flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_1px_1px,rgb(148_163_184/0.45)_1px,transparent_0)] bg-size-[18px_18px] p-6 text-center"
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-slate-200"
          >
            <MapPin className="size-6" />
          </span>
          {addressLines && addressLines.length > 0 ? (
            <p className="rounded-md bg-white/90 px-3 py-1 font-semibold text-brand-950">
              {addressLines.join(', ')}
            </p>
          ) : null}
          <div className="flex flex-col items-center gap-3 sm:flex-row">
            <Button
              variant="primary"
              onClick={() => {
                setShown(true)
                setAskedFor(true)
              }}
            >
              <MapIcon aria-hidden="true" />
              {showLabel}
            </Button>
            <Link
              href={openHref}
              target="_blank"
              className="inline-flex min-h-10 items-center gap-2 rounded-md bg-white/90 px-3 font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {openLabel}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          </div>
          {notice ? (
            <p className="max-w-sm rounded-md bg-white/90 px-2 py-1 text-xs text-slate-600">
              {notice}
            </p>
          ) : null}
        </div>
      )}
    </div>
  )
}
