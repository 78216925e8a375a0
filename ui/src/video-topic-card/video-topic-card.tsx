import { ExternalLink } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export type VideoTopicCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** The topic's place in the course, shown before its title (1 for the first). */
  number: number
  title: string
  /** The address of the embeddable preview, shown in a lazily loaded frame. */
  previewUrl: string
  /** The video on its host's own page, opened in a new tab. */
  viewUrl: string
  /** Text of the link to the full-page video. @default 'Watch Fullscreen' */
  watchLabel?: string
  /** The heading level of the title, to fit the page's outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/**
 * One recorded lesson: its number and title, the video's preview in a frame that loads only
 * when it comes near the screen, and a link that opens the video full-page in a new tab.
 */
export function VideoTopicCard({
  number,
  title,
  previewUrl,
  viewUrl,
  watchLabel = 'Watch Fullscreen',
  headingLevel: Heading = 'h3',
  className,
  ...props
}: VideoTopicCardProps) {
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200',
        className,
      )}
      {...props}
    >
      <div className="aspect-video bg-slate-100">
        <iframe
          src={previewUrl}
          title={`Video ${number}: ${title}`}
          loading="lazy"
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <Heading
          id={headingId}
          className="flex items-start gap-3 text-lg font-semibold text-slate-900"
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          >
            {number}
          </span>
          <span>
            <span className="sr-only">{number}. </span>
            {title}
          </span>
        </Heading>
        <Link
          href={viewUrl}
          target="_blank"
          rel="noopener noreferrer"
          // The visible text first, then which video, so each link's name is its own.
          aria-label={`${watchLabel}: ${number}. ${title} (opens in a new tab)`}
          className="mt-auto inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {watchLabel}
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  )
}
