/**
 * `npm run bench`: figures, not pass/fail. Each section lives in scripts/bench/ and exports
 * `run()`; they run in this order. Needs `npm run build` first.
 *
 * Options: BENCH_REQUESTS (default 1000), BENCH_CONCURRENCY (10), BENCH_ONLY (a comma-separated
 * list of sections, e.g. `BENCH_ONLY=pages npm run bench`).
 */
const sections = [
  'pages',
  'contact-api',
  'processes',
  'checkout',
  'inbox',
  'invoice-pdf',
  'invoices',
  'observatory',
  'lighthouse',
] as const

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
for (const section of sections) {
  if (only && !only.includes(section)) continue
  const { run } = (await import(`./bench/${section}.ts`)) as { run: () => unknown }
  await run()
}
