import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { VideoTopicCard } from '../video-topic-card/video-topic-card'

export interface VideoTopic {
  /** 1 for the first topic. */
  number: number
  title: string
  previewUrl: string
  viewUrl: string
}

export type VideoTopicListProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** The topics in the order they are taught. */
  topics: readonly VideoTopic[]
  /** Text of each card's link to the full-page video. @default 'Watch Fullscreen' */
  watchLabel?: string
  /** The first word of each card's play button. @default 'Play' */
  playLabel?: string
}

/** The course's recorded lessons, numbered, as a grid of VideoTopicCards. */
export function VideoTopicList({
  topics,
  watchLabel,
  playLabel,
  className,
  ...props
}: VideoTopicListProps) {
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2 xl:grid-cols-3', className)} {...props}>
      {topics.map((topic) => (
        <li key={topic.number}>
          <VideoTopicCard {...topic} watchLabel={watchLabel} playLabel={playLabel} />
        </li>
      ))}
    </ol>
  )
}
