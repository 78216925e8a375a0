import { createHash } from 'node:crypto'
import type { NewsEventsContent } from '@app/core'
import type { AppDatabase } from '../db/database'
import { listEvents, listNews, toNewsPost, toPublicEvent } from './store'

/**
 * What is published now, as the public page, its feed and the sitemap show it (docs/events.md).
 * Read from the database at most once per `maxAgeMs`, and at once after a save in this process
 * (`invalidate`): a publish shows within that time in every process sharing the database. The
 * ETag is a hash of the content, so it is the same in every process and changes exactly when
 * what is published does.
 */
export interface PublishedContent {
  read(): Promise<{ content: NewsEventsContent; etag: string; updatedAt: Date | null }>
  invalidate(): void
}

export function publishedContent(
  db: AppDatabase,
  options: { maxAgeMs?: number; clock?: () => number } = {},
): PublishedContent {
  const maxAgeMs = options.maxAgeMs ?? 2_000
  const clock = options.clock ?? Date.now
  let cached:
    | {
        at: number
        value: Promise<{ content: NewsEventsContent; etag: string; updatedAt: Date | null }>
      }
    | undefined

  async function load() {
    const [events, news] = await Promise.all([
      listEvents(db, { publishedOnly: true }),
      listNews(db, { publishedOnly: true }),
    ])
    const content: NewsEventsContent = {
      events: events.map(({ row, registered }) => toPublicEvent(row, registered)),
      news: news.map(toNewsPost),
    }
    const stamps = [
      ...events.map(({ row }) => row.updated_at),
      ...news.map((row) => row.updated_at),
    ]
    const updatedAt =
      stamps.length === 0 ? null : new Date(Math.max(...stamps.map((stamp) => stamp.getTime())))
    const etag = `"ne-${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22)}"`
    return { content, etag, updatedAt }
  }

  return {
    read() {
      const now = clock()
      if (!cached || now - cached.at >= maxAgeMs) {
        const value = load()
        cached = { at: now, value }
        // A failed read is not kept: the next request tries again.
        value.catch(() => {
          if (cached?.value === value) cached = undefined
        })
      }
      return cached.value
    },
    invalidate() {
      cached = undefined
    },
  }
}
