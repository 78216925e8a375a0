import { type Kysely, type Migration, Migrator, sql } from 'kysely'
import type { Database } from './schema'

/**
 * Every schema change, in order, in code (so the bundled server carries them). Applied at
 * start by `migrateToLatest`. Plain PostgreSQL 15 SQL, one statement per query (PGlite runs
 * each query as one prepared statement). Never edit a migration that has shipped; add one.
 */
export const migrations: Record<string, Migration> = {
  '0001_enquiries_and_mail_outbox': {
    async up(db) {
      await sql`
        create table enquiries (
          id bigint generated always as identity primary key,
          kind text not null,
          name text not null,
          email text not null,
          contact text not null,
          message text not null,
          ip text,
          user_agent text,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index enquiries_created_at_idx on enquiries (created_at)`.execute(db)
      await sql`
        create table mail_outbox (
          id bigint generated always as identity primary key,
          kind text not null,
          to_address text not null,
          reply_to_address text,
          reply_to_name text,
          subject text not null,
          text_body text not null,
          html_body text,
          related_table text,
          related_id bigint,
          attempts integer not null default 0,
          next_attempt_at timestamptz not null default now(),
          locked_until timestamptz,
          sent_at timestamptz,
          failed_at timestamptz,
          last_error text,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`
        create index mail_outbox_due_idx on mail_outbox (next_attempt_at)
        where sent_at is null and failed_at is null`.execute(db)
      await sql`
        create index mail_outbox_related_idx on mail_outbox (related_table, related_id)`.execute(db)
    },
    async down(db) {
      await sql`drop table mail_outbox`.execute(db)
      await sql`drop table enquiries`.execute(db)
    },
  },
  '0002_enquiry_event': {
    async up(db) {
      await sql`alter table enquiries add column event_slug text`.execute(db)
    },
    async down(db) {
      await sql`alter table enquiries drop column event_slug`.execute(db)
    },
  },
  '0005_acknowledgements': {
    async up(db) {
      // Files sent with a message (e.g. an event's .ics), as a JSON array.
      await sql`alter table mail_outbox add column attachments jsonb`.execute(db)
      // How many acknowledgements went to an address (a hash of it) on a UK calendar day.
      await sql`
        create table acknowledgement_counts (
          address_hash text not null,
          day date not null,
          sent integer not null,
          primary key (address_hash, day)
        )`.execute(db)
      await sql`create index acknowledgement_counts_day_idx on acknowledgement_counts (day)`.execute(
        db,
      )
    },
    async down(db) {
      await sql`drop table acknowledgement_counts`.execute(db)
      await sql`alter table mail_outbox drop column attachments`.execute(db)
    },
  },
  '0006_rate_limits_and_mail_claims': {
    async up(db) {
      await sql`
        create table rate_limits (
          key text primary key,
          hits integer not null,
          reset_at timestamptz not null
        )`.execute(db)
      await sql`create index rate_limits_reset_at_idx on rate_limits (reset_at)`.execute(db)
      // Which sender holds a claim, so only it renews or releases it.
      await sql`alter table mail_outbox add column claimed_by text`.execute(db)
    },
    async down(db) {
      await sql`alter table mail_outbox drop column claimed_by`.execute(db)
      await sql`drop table rate_limits`.execute(db)
    },
  },
}

/** Brings the schema up to date; throws (naming the migration) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error !== undefined) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${detail}`,
      { cause: error },
    )
  }
  return results.map((result) => result.migrationName)
}
