/**
 * Lighthouse (mobile, the default) on every page of the route registry, each run
 * BENCH_LIGHTHOUSE_RUNS times (3) with the median of each figure printed, against the built
 * server started as `npm start` would, in Debian's Chromium. Figures, not pass/fail: the
 * machine's load average is printed beside them, since two shared cores move the numbers.
 *
 * Lighthouse (pinned below) is installed on first use into .cache/lighthouse. BENCH_PATHS picks
 * pages (comma-separated, e.g. `BENCH_PATHS=/,/contact`).
 */
import { execFile, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageList } from '@app/core'
import { kib, measureFirstLoad } from './first-load'
import { benchLearnerEnv, quantile, siteDir } from './support'

const lighthouseVersion = '13.5.0'
const cacheDir = new URL('../../.cache/lighthouse/', import.meta.url).pathname
const cli = join(cacheDir, 'node_modules/lighthouse/cli/index.js')
const serverEntry = new URL('../../server/dist/main.js', import.meta.url).pathname
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function ensureLighthouse(): void {
  if (existsSync(cli)) return
  mkdirSync(cacheDir, { recursive: true })
  console.log(`Installing lighthouse@${lighthouseVersion} into ${cacheDir} (once)…`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      cacheDir,
      '--no-audit',
      '--no-fund',
      '--no-save',
      `lighthouse@${lighthouseVersion}`,
    ],
    { stdio: 'inherit' },
  )
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** The built server, in production mode, on its own PGlite folder. */
async function startServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-'.padEnd(64, 'x'),
      ...benchLearnerEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let waited = 0; ; waited += 200) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (waited > 30_000) throw new Error('The built server did not start (run npm run build first)')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    stop() {
      child.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  bytes: number
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}

function lighthouse(url: string): Promise<LighthouseFigures> {
  const args = [
    cli,
    url,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json',
    '--output-path=stdout',
  ]
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(new Error(`Lighthouse failed on ${url}: ${stderr || error.message}`))
        const report = JSON.parse(stdout) as LighthouseReport
        const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
        const value = (name: string) => report.audits[name]?.numericValue ?? Number.NaN
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: value('first-contentful-paint'),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          bytes: value('total-byte-weight'),
        })
      },
    )
  })
}

/**
 * On a loaded machine Chromium now and then fails to record the trace ("Something went wrong
 * with recording the trace"): such a run is repeated (twice at most) rather than ending the bench.
 */
async function lighthouseWithRetry(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url)
    } catch (error) {
      if (attempt >= 3) throw error
      console.log(`  (run on ${url} failed, repeated: ${(error as Error).message.split('\n')[0]})`)
    }
  }
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

export async function run() {
  ensureLighthouse()
  const only = process.env.BENCH_PATHS?.split(',').map((path) => path.trim())
  const paths = pageList.map((page) => page.path).filter((path) => !only || only.includes(path))
  const server = await startServer()
  const [one, five] = loadavg()
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, median of ${runs} (load average ${one?.toFixed(2)} / ${five?.toFixed(2)} on 1 / 5 min)`,
  )
  console.log(
    [
      'page'.padEnd(46),
      'perf',
      ' a11y',
      '  bp',
      ' seo',
      '   FCP ms',
      '   LCP ms',
      ' TBT ms',
      '   CLS',
      '  JS gzip',
      '   on wire',
      '  load',
    ].join(''),
  )
  try {
    for (const path of paths) {
      const results: LighthouseFigures[] = []
      for (let n = 0; n < runs; n += 1)
        results.push(await lighthouseWithRetry(`${server.url}${path}`))
      const m = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]))
      const js = measureFirstLoad(siteDir, path).jsGzipBytes
      console.log(
        [
          path.padEnd(46),
          String(m('performance')).padStart(4),
          String(m('accessibility')).padStart(5),
          String(m('bestPractices')).padStart(4),
          String(m('seo')).padStart(4),
          m('fcpMs').toFixed(0).padStart(9),
          m('lcpMs').toFixed(0).padStart(9),
          m('tbtMs').toFixed(0).padStart(7),
          m('cls').toFixed(3).padStart(6),
          kib(js).padStart(11),
          kib(m('bytes')).padStart(10),
          (loadavg()[0] ?? 0).toFixed(2).padStart(6),
        ].join(''),
      )
    }
  } finally {
    server.stop()
  }
}
