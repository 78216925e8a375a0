import { events as seedEvents } from '@app/core'
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
  '0008_staff_area': {
    async up(db) {
      // The authentication library's tables (better-auth), in this project's own names
      // (docs/product.md#staff-area). Ids are the library's random strings.
      await sql`
        create table auth_users (
          id text primary key,
          name text not null,
          email text not null unique,
          email_verified boolean not null default false,
          image text,
          role text not null,
          two_factor_enabled boolean not null default false,
          deactivated_at timestamptz,
          last_sign_in_at timestamptz,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`
        create table auth_sessions (
          id text primary key,
          token text not null unique,
          user_id text not null references auth_users (id) on delete cascade,
          expires_at timestamptz not null,
          ip_address text,
          user_agent text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index auth_sessions_user_id_idx on auth_sessions (user_id)`.execute(db)
      await sql`
        create table auth_accounts (
          id text primary key,
          account_id text not null,
          provider_id text not null,
          user_id text not null references auth_users (id) on delete cascade,
          access_token text,
          refresh_token text,
          id_token text,
          access_token_expires_at timestamptz,
          refresh_token_expires_at timestamptz,
          scope text,
          password text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index auth_accounts_user_id_idx on auth_accounts (user_id)`.execute(db)
      await sql`
        create table auth_verifications (
          id text primary key,
          identifier text not null,
          value text not null,
          expires_at timestamptz not null,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`
        create index auth_verifications_identifier_idx on auth_verifications (identifier)`.execute(
        db,
      )
      await sql`
        create table auth_two_factors (
          id text primary key,
          secret text not null,
          backup_codes text not null,
          user_id text not null references auth_users (id) on delete cascade,
          verified boolean default true,
          failed_verification_count integer default 0,
          locked_until timestamptz
        )`.execute(db)
      await sql`create index auth_two_factors_user_id_idx on auth_two_factors (user_id)`.execute(db)
      // Invitations to the staff area, and the first owner's set-up link (no e-mail: the first
      // owner gives theirs). Only a SHA-256 hash of the link's token is kept.
      await sql`
        create table staff_invitations (
          id bigint generated always as identity primary key,
          email text,
          role text not null,
          token_hash text not null unique,
          first_owner boolean not null default false,
          invited_by text references auth_users (id) on delete set null,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          accepted_at timestamptz,
          accepted_user_id text references auth_users (id) on delete set null
        )`.execute(db)
      await sql`create index staff_invitations_email_idx on staff_invitations (email)`.execute(db)
      // Who did what, when and from where. Append-only: the database refuses to change or
      // delete an entry, whatever asks.
      await sql`
        create table audit_log (
          id bigint generated always as identity primary key,
          at timestamptz not null default now(),
          actor_id text,
          actor text,
          action text not null,
          target_type text,
          target_id text,
          target text,
          detail text,
          address text
        )`.execute(db)
      await sql`create index audit_log_actor_idx on audit_log (actor, id)`.execute(db)
      await sql`create index audit_log_action_idx on audit_log (action, id)`.execute(db)
      await sql`
        create function audit_log_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'The audit log is append-only: entries are never changed or deleted';
        end
        $$`.execute(db)
      await sql`
        create trigger audit_log_append_only before update or delete on audit_log
        for each row execute function audit_log_append_only()`.execute(db)
      await sql`
        create trigger audit_log_no_truncate before truncate on audit_log
        for each statement execute function audit_log_append_only()`.execute(db)
      // Values the server keeps for itself, e.g. the development signing secret.
      await sql`
        create table server_settings (
          key text primary key,
          value text not null,
          updated_at timestamptz not null default now()
        )`.execute(db)
    },
    async down(db) {
      await sql`drop table server_settings`.execute(db)
      await sql`drop table audit_log`.execute(db)
      await sql`drop function audit_log_append_only`.execute(db)
      await sql`drop table staff_invitations`.execute(db)
      await sql`drop table auth_two_factors`.execute(db)
      await sql`drop table auth_verifications`.execute(db)
      await sql`drop table auth_accounts`.execute(db)
      await sql`drop table auth_sessions`.execute(db)
      await sql`drop table auth_users`.execute(db)
    },
  },
  '0009_inbox': {
    async up(db) {
      // The inbox (docs/inbox.md). Substring search over name, e-mail, phone and message uses
      // trigram indexes: a search finds any text as typed (a "%", a quote, an emoji), which full
      // text search would split into words or drop. pg_trgm is a trusted extension: the
      // database's owner may create it, and PGlite loads it (createPglite).
      await sql`create extension if not exists pg_trgm`.execute(db)
      for (const table of ['enquiries', 'enrolments'] as const) {
        // Where staff are with it; every record arrives as new.
        await sql`
          alter table ${sql.table(table)} add column inbox_status text not null default 'new'
            check (inbox_status in ('new', 'in-progress', 'done', 'spam'))`.execute(db)
        // When a member of staff first opened it (null: unread).
        await sql`alter table ${sql.table(table)} add column seen_at timestamptz`.execute(db)
        // Increases with every change staff make, so a change made on an old copy is refused.
        await sql`
          alter table ${sql.table(table)} add column version integer not null default 0`.execute(db)
        await sql`
          create index ${sql.id(`${table}_inbox_status_idx`)}
          on ${sql.table(table)} (inbox_status, created_at desc, id desc)`.execute(db)
        await sql`
          create index ${sql.id(`${table}_newest_idx`)}
          on ${sql.table(table)} (created_at desc, id desc)`.execute(db)
        await sql`
          create index ${sql.id(`${table}_email_idx`)} on ${sql.table(table)} (lower(email))`.execute(
          db,
        )
        await sql`
          create index ${sql.id(`${table}_search_idx`)} on ${sql.table(table)}
          using gin ((lower(name || ' ' || email || ' ' || contact || ' ' || message)) gin_trgm_ops)`.execute(
          db,
        )
      }
      await sql`
        create index enquiries_event_idx on enquiries (event_slug, created_at desc)
        where event_slug is not null`.execute(db)
      await sql`
        create index enrolment_lines_course_idx on enrolment_lines (course_slug, enrolment_id)`.execute(
        db,
      )
      // Refunds made in Stripe's dashboard: the amount refunded so far and when it last changed.
      await sql`
        alter table enrolments add column refunded_pence integer not null default 0
          check (refunded_pence >= 0)`.execute(db)
      await sql`alter table enrolments add column refunded_at timestamptz`.execute(db)
      await sql`create index enrolments_payment_intent_idx on enrolments (stripe_payment_intent)`.execute(
        db,
      )
      // Every refund Stripe reported, by its id, with its latest amount and status.
      await sql`
        create table stripe_refunds (
          id text primary key,
          enrolment_id bigint not null references enrolments (id) on delete cascade,
          amount_pence integer not null,
          status text not null,
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index stripe_refunds_enrolment_idx on stripe_refunds (enrolment_id)`.execute(
        db,
      )
      // Internal notes: staff only, never mailed to the visitor.
      await sql`
        create table inbox_notes (
          id bigint generated always as identity primary key,
          record_table text not null check (record_table in ('enquiries', 'enrolments')),
          record_id bigint not null,
          author_id text references auth_users (id) on delete set null,
          author text not null,
          body text not null,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`
        create index inbox_notes_record_idx on inbox_notes (record_table, record_id, id)`.execute(
        db,
      )
      // A message sent again names the one it repeats; the key of the click that asked for it
      // makes a double click queue one message.
      await sql`alter table mail_outbox add column resend_of bigint`.execute(db)
      await sql`alter table mail_outbox add column request_key text unique`.execute(db)
      await sql`
        create index mail_outbox_failed_idx on mail_outbox (failed_at)
        where failed_at is not null`.execute(db)
      await sql`create index mail_outbox_to_idx on mail_outbox (lower(to_address))`.execute(db)
    },
    async down(db) {
      await sql`drop index mail_outbox_to_idx`.execute(db)
      await sql`drop index mail_outbox_failed_idx`.execute(db)
      await sql`alter table mail_outbox drop column request_key`.execute(db)
      await sql`alter table mail_outbox drop column resend_of`.execute(db)
      await sql`drop table inbox_notes`.execute(db)
      await sql`drop table stripe_refunds`.execute(db)
      await sql`drop index enrolments_payment_intent_idx`.execute(db)
      await sql`alter table enrolments drop column refunded_at`.execute(db)
      await sql`alter table enrolments drop column refunded_pence`.execute(db)
      await sql`drop index enrolment_lines_course_idx`.execute(db)
      await sql`drop index enquiries_event_idx`.execute(db)
      for (const table of ['enquiries', 'enrolments'] as const) {
        await sql`drop index ${sql.id(`${table}_search_idx`)}`.execute(db)
        await sql`drop index ${sql.id(`${table}_email_idx`)}`.execute(db)
        await sql`drop index ${sql.id(`${table}_newest_idx`)}`.execute(db)
        await sql`drop index ${sql.id(`${table}_inbox_status_idx`)}`.execute(db)
        await sql`alter table ${sql.table(table)} drop column version`.execute(db)
        await sql`alter table ${sql.table(table)} drop column seen_at`.execute(db)
        await sql`alter table ${sql.table(table)} drop column inbox_status`.execute(db)
      }
    },
  },
  // Invoices kept on the server (docs/invoices.md): drafts, issued invoices and credit notes.
  '0010_invoices': {
    async up(db) {
      // One row per series: its first number (settable until the first issue) and the last
      // number issued. Issuing takes the row's lock, so numbers follow each other without a gap.
      await sql`
        create table invoice_series (
          series text primary key check (series in ('INV', 'CN')),
          first_number integer not null default 1 check (first_number between 1 and 99999999),
          last_number integer check (last_number >= 1),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`insert into invoice_series (series) values ('INV'), ('CN')`.execute(db)
      await sql`
        create table invoices (
          id bigint generated always as identity primary key,
          kind text not null default 'invoice' check (kind in ('invoice', 'credit-note')),
          author_id text references auth_users (id) on delete set null,
          author text not null,
          version integer not null default 0,
          draft jsonb not null,
          customer_name text not null default '',
          customer_email text not null default '',
          invoice_date text not null default '',
          due_date text not null default '',
          total_pence bigint not null default 0,
          credits_invoice_id bigint references invoices (id),
          enrolment_id bigint references enrolments (id) on delete set null,
          number text unique,
          issued_at timestamptz,
          issued_by text,
          snapshot jsonb,
          pdf_sha256 text,
          paid_on text,
          paid_method text check (paid_method in ('bank-transfer', 'card', 'cash', 'other')),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          check ((number is null) = (issued_at is null)),
          check (number is null or (snapshot is not null and pdf_sha256 is not null))
        )`.execute(db)
      await sql`create index invoices_newest_idx on invoices (updated_at desc, id desc)`.execute(db)
      await sql`create index invoices_credits_idx on invoices (credits_invoice_id)`.execute(db)
      await sql`create index invoices_email_idx on invoices (lower(customer_email))`.execute(db)
      await sql`
        create index invoices_search_idx on invoices
        using gin ((coalesce(number, '') || ' ' || customer_name || ' ' || customer_email) gin_trgm_ops)`.execute(
        db,
      )
      // An issued document is never changed or deleted: the database refuses it too. Only a
      // privacy erasure (which sets invoices.erasure for its transaction) may blank the customer.
      await sql`
        create function invoices_issued_immutable() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            if old.number is not null then
              raise exception 'An issued invoice is never deleted';
            end if;
            return old;
          end if;
          if old.number is not null and (
            new.number is distinct from old.number or new.kind is distinct from old.kind
            or new.issued_at is distinct from old.issued_at
            or new.issued_by is distinct from old.issued_by
            or new.total_pence is distinct from old.total_pence
            or new.pdf_sha256 is distinct from old.pdf_sha256
            or new.credits_invoice_id is distinct from old.credits_invoice_id
            or new.invoice_date is distinct from old.invoice_date
            or new.due_date is distinct from old.due_date
            or ((new.snapshot is distinct from old.snapshot or new.draft is distinct from old.draft
                 or new.customer_name is distinct from old.customer_name
                 or new.customer_email is distinct from old.customer_email)
                and coalesce(current_setting('invoices.erasure', true), '') <> 'on')
          ) then
            raise exception 'An issued invoice is never changed';
          end if;
          return new;
        end
        $$`.execute(db)
      await sql`
        create trigger invoices_issued_immutable before update or delete on invoices
        for each row execute function invoices_issued_immutable()`.execute(db)
    },
    async down(db) {
      await sql`drop table invoices`.execute(db)
      await sql`drop function invoices_issued_immutable`.execute(db)
      await sql`drop table invoice_series`.execute(db)
    },
  },
  '0011_learner_accounts': {
    async up(db) {
      // The learners' accounts (docs/learners.md), in the authentication library's layout but
      // in tables of their own: a learner's session can never be a staff session.
      await sql`
        create table learner_users (
          id text primary key,
          name text not null,
          email text not null unique,
          email_verified boolean not null default false,
          image text,
          role text not null default 'learner' check (role = 'learner'),
          deactivated_at timestamptz,
          last_sign_in_at timestamptz,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`
        create table learner_sessions (
          id text primary key,
          token text not null unique,
          user_id text not null references learner_users (id) on delete cascade,
          expires_at timestamptz not null,
          ip_address text,
          user_agent text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index learner_sessions_user_idx on learner_sessions (user_id, created_at)`.execute(
        db,
      )
      await sql`
        create table learner_accounts (
          id text primary key,
          account_id text not null,
          provider_id text not null,
          user_id text not null references learner_users (id) on delete cascade,
          access_token text,
          refresh_token text,
          id_token text,
          access_token_expires_at timestamptz,
          refresh_token_expires_at timestamptz,
          scope text,
          password text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index learner_accounts_user_idx on learner_accounts (user_id)`.execute(db)
      await sql`
        create table learner_verifications (
          id text primary key,
          identifier text not null,
          value text not null,
          expires_at timestamptz not null,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      // Invitation and reset links: only the SHA-256 of a link's token is kept.
      await sql`
        create table learner_links (
          id bigint generated always as identity primary key,
          learner_id text not null references learner_users (id) on delete cascade,
          purpose text not null check (purpose in ('invitation', 'reset')),
          token_hash text not null unique,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          used_at timestamptz
        )`.execute(db)
      await sql`create index learner_links_learner_idx on learner_links (learner_id)`.execute(db)
      // What gives a learner access: a paid enrolment (its duration, from its payment) or a
      // member of staff (an end date). One grant per enrolment, however often it is paid.
      await sql`
        create table learner_access (
          id bigint generated always as identity primary key,
          learner_id text not null references learner_users (id) on delete cascade,
          enrolment_id bigint unique references enrolments (id) on delete set null,
          starts_at timestamptz not null,
          duration text check (duration in ('15-days', '1-month', '3-months', '6-months')),
          until_at timestamptz,
          ended_at timestamptz,
          created_at timestamptz not null default now(),
          check ((duration is null) <> (until_at is null))
        )`.execute(db)
      await sql`create index learner_access_learner_idx on learner_access (learner_id)`.execute(db)
      // The video list, in display order; staff edit it.
      await sql`
        create table sap_topics (
          id bigint generated always as identity primary key,
          position integer not null,
          title text not null,
          file_id text not null,
          updated_at timestamptz not null default now()
        )`.execute(db)
      // The sessions of the one shared learner account go with it.
      await sql`drop table sap_sessions`.execute(db)
    },
    async down(db) {
      await sql`
        create table sap_sessions (
          id_hash text primary key,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null
        )`.execute(db)
      await sql`create index sap_sessions_expires_at_idx on sap_sessions (expires_at)`.execute(db)
      for (const table of [
        'sap_topics',
        'learner_access',
        'learner_links',
        'learner_verifications',
        'learner_accounts',
        'learner_sessions',
        'learner_users',
      ]) {
        await sql`drop table ${sql.table(table)}`.execute(db)
      }
    },
  },
  '0012_events_and_news': {
    // Events and news posts move from code into the database (docs/events.md), seeded with the
    // programme the site had, published as it was. Dates are UK calendar days and times UK wall
    // clock (text, as typed), so no time zone ever shifts them.
    async up(db) {
      await sql`
        create table events (
          id bigint generated always as identity primary key,
          slug text not null unique,
          title text not null,
          description text not null,
          date text not null,
          start_time text not null,
          end_time text not null check (end_time > start_time),
          location text not null,
          places integer check (places is null or places > 0),
          registration_open boolean not null default true,
          state text not null default 'draft' check (state in ('draft', 'published', 'cancelled')),
          published_at timestamptz,
          cancelled_at timestamptz,
          calendar_sequence integer not null default 0,
          version integer not null default 1,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index events_date_idx on events (date, start_time)`.execute(db)
      await sql`
        create table news_posts (
          id bigint generated always as identity primary key,
          slug text not null unique,
          title text not null,
          date text not null,
          summary text not null,
          body text not null,
          state text not null default 'draft' check (state in ('draft', 'published')),
          published_at timestamptz,
          version integer not null default 1,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      for (const event of seedEvents) {
        await sql`
          insert into events (slug, title, description, date, start_time, end_time, location,
            state, published_at)
          values (${event.slug}, ${event.title}, ${event.description}, ${event.date},
            ${event.startTime}, ${event.endTime}, ${event.location}, 'published', now())`.execute(
          db,
        )
      }
    },
    async down(db) {
      await sql`drop table news_posts`.execute(db)
      await sql`drop table events`.execute(db)
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
