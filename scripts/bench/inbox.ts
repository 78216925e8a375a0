import pg from 'pg'
import { inboxApiPaths } from '@app/core'
import { encodeCursor } from '../../server/src/inbox/list'
import type { StaffClient } from '../../tests/support/staff'
import { withStaffBench } from './staff-server'
import { postgresUrl, quantile, reachable } from './support'

const enquiries = Number(process.env.BENCH_INBOX_ENQUIRIES ?? 100_000)
const registrations = Number(process.env.BENCH_INBOX_REGISTRATIONS ?? 20_000)
const enrolments = Number(process.env.BENCH_INBOX_ENROLMENTS ?? 10_000)
const samples = Number(process.env.BENCH_INBOX_SAMPLES ?? 50)

/**
 * The staff inbox (docs/inbox.md) on PostgreSQL with 100,000 enquiries, 20,000 registrations and
 * 10,000 enrolments: how long the first page, a filtered page, a page deep in the list and a
 * search take over loopback (p50/p95), and how long the 100,000-row CSV takes to download and
 * how high the process's memory climbs meanwhile. That peak includes garbage V8 has not yet
 * collected; `BENCH_INBOX_GC=1 NODE_OPTIONS=--expose-gc` collects before every sample (slowly)
 * and shows the live heap staying flat whatever the number of rows.
 */
export async function run() {
  console.log(
    `\nStaff inbox: ${enquiries} enquiries, ${registrations} registrations, ${enrolments} enrolments, PostgreSQL, loopback`,
  )
  if (!(await reachable(postgresUrl))) {
    console.log(`PostgreSQL   skipped: nothing answers at ${postgresUrl}`)
    return
  }
  let deepCursor = ''
  await withStaffBench(
    'inbox',
    async (databaseUrl) => {
      // The seed runs on its own connection: the app's pool cancels statements after 5 s.
      const seeder = new pg.Client({ connectionString: databaseUrl })
      await seeder.connect()
      try {
        const seeded = performance.now()
        await seed(seeder)
        console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)
        // A row 90 % of the way down the list: the page after it costs what the first one does.
        const deep = await seeder.query<{ at: string; id: number }>(
          `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
           from enquiries order by created_at desc, id desc offset $1 limit 1`,
          [Math.floor(enquiries * 0.9)],
        )
        deepCursor = encodeCursor('inbox', {
          at: deep.rows[0]!.at,
          table: 0,
          id: Number(deep.rows[0]!.id),
        })
      } finally {
        await seeder.end()
      }
    },
    async ({ client }) => {
      const views: Array<[string, string]> = [
        ['first page', inboxApiPaths.inbox],
        ['filtered page', `${inboxApiPaths.inbox}?kind=enquiry&status=new&from=2020-01-01`],
        ['page 90% down', `${inboxApiPaths.inbox}?after=${encodeURIComponent(deepCursor)}`],
        ['search name', `${inboxApiPaths.inbox}?q=visitor%2012345`],
        ['search phone', `${inboxApiPaths.inbox}?q=07700%20054321`],
        ['search rare', `${inboxApiPaths.inbox}?q=no%20such%20words`],
        ['enrolments', `${inboxApiPaths.enrolments}?payment=paid`],
        ['overview', inboxApiPaths.overview],
      ]
      for (const [label, path] of views) {
        const times = await time(client, path)
        console.log(
          `${label.padEnd(16)} p50 ${times.p50.toFixed(1).padStart(6)} ms   p95 ${times.p95.toFixed(1).padStart(6)} ms`,
        )
      }

      const csv = await download(client, `${inboxApiPaths.inboxCsv}?kind=enquiry`)
      console.log(
        `CSV ${csv.rows} rows   ${(csv.ms / 1000).toFixed(2)} s   ${(csv.bytes / 1e6).toFixed(1)} MB   ` +
          `RSS ${mb(csv.rssBefore)} → peak ${mb(csv.rssPeak)} MB   heap ${mb(csv.heapBefore)} → peak ${mb(csv.heapPeak)} MB`,
      )
    },
  )
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(0)

/** Bulk rows with generate_series: every kind, status and payment state, spread over years. */
async function seed(client: pg.Client) {
  await client.query(
    `insert into enquiries (kind, name, email, contact, message, created_at, inbox_status, seen_at)
     select case when g % 3 = 0 then 'quick-contact' else 'contact' end,
       'Visitor ' || g, 'visitor' || g || '@example.com', '07700 ' || lpad(g::text, 6, '0'),
       'Benchmark enquiry number ' || g || ' about courses, fees and start dates.',
       now() - g * interval '17 minutes',
       (array['new', 'in-progress', 'done', 'spam'])[1 + g % 4],
       case when g % 2 = 0 then now() end
     from generate_series(1, $1::int) g`,
    [enquiries],
  )
  await client.query(
    `insert into enquiries (kind, event_slug, name, email, contact, message, created_at)
     select 'event-registration',
       (array['uk-student-startup-meet-2025', 'education-growth-workshop',
              'international-career-guidance-conference'])[1 + g % 3],
       'Guest ' || g, 'guest' || g || '@example.com', '07800 ' || lpad(g::text, 6, '0'), '',
       now() - g * interval '83 minutes'
     from generate_series(1, $1::int) g`,
    [registrations],
  )
  await client.query(
    `insert into enrolments (reference, kind, status, name, email, contact, message, course_text,
       list_total_pence, amount_pence, currency, amount_paid_pence, refunded_pence, created_at,
       paid_at)
     select 'bench-' || g, 'enrolment',
       (array['paid', 'paid', 'pending', 'expired', 'failed'])[1 + g % 5],
       'Student ' || g, 'student' || g || '@example.com', '07900 ' || lpad(g::text, 6, '0'), '',
       'Data Science (12 weeks)', 45000, 45000, 'gbp',
       case when g % 5 < 2 then 45000 end,
       case when g % 5 < 2 and g % 7 = 0 then 45000 when g % 5 < 2 and g % 11 = 0 then 5000 else 0 end,
       now() - g * interval '167 minutes',
       case when g % 5 < 2 then now() - g * interval '167 minutes' end
     from generate_series(1, $1::int) g`,
    [enrolments],
  )
  await client.query(
    `insert into enrolment_lines (enrolment_id, position, course_slug, course_title, duration_id,
       duration_label, price_pence)
     select id, 1, (array['data-science', 'sap-basis', 'artificial-intelligence'])[1 + id % 3],
       'Data Science', '12-weeks', '12 weeks', 45000
     from enrolments`,
  )
  // The staff e-mail of every record, mostly sent, some failed.
  await client.query(
    `insert into mail_outbox (kind, to_address, subject, text_body, related_table, related_id,
       sent_at, failed_at, next_attempt_at)
     select case when event_slug is null then 'contact-enquiry' else 'event-registration' end,
       'staff@example.com', 'Enquiry', 'Enquiry', 'enquiries', id,
       case when id % 50 <> 0 then created_at end, case when id % 50 = 0 then created_at end,
       created_at
     from enquiries`,
  )
  // As autovacuum leaves a table in use: statistics and the visibility map up to date.
  await client.query('vacuum analyze')
}

/** p50 and p95 of `samples` requests, one at a time, after a few to warm up. */
async function time(client: StaffClient, path: string) {
  for (let i = 0; i < 3; i += 1) await expectOk(client, path)
  const times: number[] = []
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now()
    await expectOk(client, path)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) }
}

async function expectOk(client: StaffClient, path: string) {
  const answer = await client.get(path)
  const body = await answer.text()
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${body}`)
}

/** Reads a CSV as it streams (keeping none of it), sampling this process's memory meanwhile. */
async function download(client: StaffClient, path: string) {
  globalThis.gc?.()
  const rssBefore = process.memoryUsage.rss()
  const heapBefore = process.memoryUsage().heapUsed
  let rssPeak = rssBefore
  let heapPeak = heapBefore
  const sample = () => {
    if (process.env.BENCH_INBOX_GC) globalThis.gc?.()
    const usage = process.memoryUsage()
    rssPeak = Math.max(rssPeak, usage.rss)
    heapPeak = Math.max(heapPeak, usage.heapUsed)
  }
  const sampler = setInterval(sample, 20)
  const started = performance.now()
  const answer = await client.get(path)
  if (answer.status !== 200 || !answer.body) throw new Error(`${path} answered ${answer.status}`)
  let bytes = 0
  let lines = 0
  for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 0x0a) lines += 1
  }
  const ms = performance.now() - started
  clearInterval(sampler)
  sample()
  // Lines less the header; no seeded message holds a line break.
  return { rows: lines - 1, bytes, ms, rssBefore, rssPeak, heapBefore, heapPeak }
}
