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
  '0003_enrolments': {
    async up(db) {
      await sql`
        create table enrolments (
          id bigint generated always as identity primary key,
          reference text not null unique,
          kind text not null check (kind in ('enrolment', 'test')),
          status text not null default 'pending'
            check (status in ('pending', 'paid', 'expired', 'failed')),
          name text not null,
          email text not null,
          contact text not null,
          message text not null,
          course_text text not null,
          list_total_pence integer not null check (list_total_pence > 0),
          custom_amount_pence integer check (custom_amount_pence > 0),
          amount_pence integer not null check (amount_pence > 0),
          currency text not null,
          stripe_session_id text unique,
          stripe_payment_intent text,
          amount_paid_pence integer,
          problem text,
          ip text,
          user_agent text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          paid_at timestamptz
        )`.execute(db)
      await sql`create index enrolments_created_at_idx on enrolments (created_at)`.execute(db)
      await sql`create index enrolments_status_idx on enrolments (status)`.execute(db)
      await sql`
        create table enrolment_lines (
          enrolment_id bigint not null references enrolments (id) on delete cascade,
          position integer not null,
          course_slug text not null,
          course_title text not null,
          duration_id text not null,
          duration_label text not null,
          price_pence integer not null check (price_pence > 0),
          primary key (enrolment_id, position)
        )`.execute(db)
      await sql`
        create table stripe_events (
          id text primary key,
          type text not null,
          stripe_session_id text,
          outcome text not null,
          received_at timestamptz not null default now()
        )`.execute(db)
    },
    async down(db) {
      await sql`drop table stripe_events`.execute(db)
      await sql`drop table enrolment_lines`.execute(db)
      await sql`drop table enrolments`.execute(db)
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
  '0007_sap_sessions': {
    async up(db) {
      // A signed-in learner (docs/product.md#sap-learners-area). Only a SHA-256 hash of the
      // session id is stored: a copy of this table signs nobody in.
      await sql`
        create table sap_sessions (
          id_hash text primary key,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null
        )`.execute(db)
      await sql`create index sap_sessions_expires_at_idx on sap_sessions (expires_at)`.execute(db)
    },
    async down(db) {
      await sql`drop table sap_sessions`.execute(db)
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
