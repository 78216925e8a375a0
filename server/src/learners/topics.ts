import { type SapTopic, sapVideoUrls } from '@app/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { SapTopicEntry } from '../sap/topics'

/**
 * The SAP BASIS video list in the database (docs/learners.md#the-video-list): seeded once from
 * the topics file (SAP_TOPICS_FILE, or the sample outside production), then edited by staff.
 * Learners read it on every page load, so a change shows at their next one.
 */

type Db = Kysely<Database> | Transaction<Database>

const SEEDED_KEY = 'sap_topics_seeded'

/** Writes the file's topics once, the first time the server starts with this database. */
export async function seedTopics(db: Kysely<Database>, topics: readonly SapTopicEntry[]) {
  await db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('server_settings')
      .values({ key: SEEDED_KEY, value: String(topics.length) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst()
    if (!fresh || topics.length === 0) return
    await trx
      .insertInto('sap_topics')
      .values(
        topics.map((topic, index) => ({
          position: index + 1,
          title: topic.title,
          file_id: topic.fileId,
        })),
      )
      .execute()
  })
}

export interface StoredTopic {
  id: number
  title: string
  fileId: string
}

/** The list in display order, as staff edit it. */
export async function readTopics(db: Db): Promise<StoredTopic[]> {
  const rows = await db
    .selectFrom('sap_topics')
    .select(['id', 'title', 'file_id'])
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ id: Number(row.id), title: row.title, fileId: row.file_id }))
}

/** The list as a learner with access receives it. */
export async function learnerTopics(db: Db): Promise<SapTopic[]> {
  return (await readTopics(db)).map((topic, index) => ({
    number: index + 1,
    title: topic.title,
    ...sapVideoUrls(topic.fileId),
  }))
}

/**
 * Replaces the list with staff's edit, in one transaction: topics keep their ids where staff
 * kept them (an id that is not in the list is ignored and the topic added as new), the others
 * go, and the order is the list's.
 */
export async function saveTopics(
  trx: Transaction<Database>,
  topics: readonly { id?: number | undefined; title: string; fileId: string }[],
  now: Date,
): Promise<{ added: number; removed: number; kept: number }> {
  const existing = new Set((await readTopics(trx)).map((topic) => topic.id))
  const keptIds = topics.flatMap((topic) =>
    topic.id !== undefined && existing.has(topic.id) ? [topic.id] : [],
  )
  let removed = 0
  for (const id of existing) {
    if (!keptIds.includes(id)) {
      await trx.deleteFrom('sap_topics').where('id', '=', id).execute()
      removed += 1
    }
  }
  let added = 0
  for (const [index, topic] of topics.entries()) {
    const values = {
      position: index + 1,
      title: topic.title,
      file_id: topic.fileId,
      updated_at: now,
    }
    if (topic.id !== undefined && existing.has(topic.id)) {
      await trx.updateTable('sap_topics').set(values).where('id', '=', topic.id).execute()
    } else {
      await trx.insertInto('sap_topics').values(values).execute()
      added += 1
    }
  }
  return { added, removed, kept: keptIds.length }
}
