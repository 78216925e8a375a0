import { measureFirstLoad, kib, prerenderedPages } from './tests/support/first-load'
const dir = 'site/build/client'
const only = process.argv[2]
for (const p of prerenderedPages()) {
  if (only && !p.path.startsWith(only)) continue
  const l = measureFirstLoad(dir, p.path)
  const over = l.jsGzipBytes/1024 - p.budgetKiB
  console.log(p.path.padEnd(40), kib(l.jsGzipBytes).padStart(10), 'budget', p.budgetKiB, over > 0 ? `OVER ${over.toFixed(1)}` : 'ok', only ? '\n   ' + l.scripts.map(s => `${s.asset.replace('/assets/','')} ${kib(s.gzipBytes)}`).join('\n   ') : '')
}
