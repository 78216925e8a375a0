import { MapPin } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type MapEmbedProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What the map shows, read out for the frame, e.g. "Map of our head office in Northampton". */
  title: string
  /** The embed address of the map. */
  src: string
  /** Height in pixels. @default 300 */
  height?: number
}

/**
 * An embedded map that loads only when scrolled near (docs/product.md#privacy-and-third-parties).
 * The height is an attribute, not an inline style, because the Content Security Policy allows no
 * style attributes.
 */
export function MapEmbed({ title, src, height = 300, className, ...props }: MapEmbedProps) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-card',
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <MapPin className="size-8 text-slate-400" />
      </div>
      <iframe
        title={title}
        src={src}
        height={height}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        className="relative block w-full border-0"
      />
    </div>
  )
}
