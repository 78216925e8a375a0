/**
 * The security headers of key pages scored by the rules of the MDN HTTP Observatory, with its
 * TLS tests, as a deployment behind a TLS-terminating proxy would be scored.
 *
 * The Observatory package (@mdn/mdn-http-observatory, pinned below) is installed on first use
 * into .cache/observatory with --ignore-scripts: its install script downloads the HSTS preload
 * list, which this machine cannot reach, so an empty list is written instead. Its `scan()` ignores
 * ports, so its retriever is called with the ports and its tests run as its scanner runs them.
 *
 * A throwaway CA and a certificate for localhost are made with openssl; the scanner trusts the CA
 * through NODE_EXTRA_CA_CERTS. A small proxy terminates TLS and forwards to the app with
 * X-Forwarded-Proto: https, as nginx would; the app's own plain-http port answers the
 * Observatory's http:// request with its redirect to https.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pages } from '@app/core'
import { createApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { createPglite, createPgliteDatabase } from '../../server/src/db/database'
import { migrateToLatest } from '../../server/src/db/migrations'
import { listen, serverPort } from '../../server/src/lifecycle'
import { silentLogger } from '../../server/src/logger'
import { benchLearnerEnv, siteDir } from './support'

const observatoryVersion = '1.4.8'
const cacheDir = new URL('../../.cache/observatory/', import.meta.url).pathname
const moduleDir = join(cacheDir, 'node_modules/@mdn/mdn-http-observatory')

/** The pages scored: the home page, the contact form and the payment pages. */
const scoredPaths = [
  pages.home.path,
  pages.contact.path,
  pages.enrolment.path,
  pages.payment.path,
  pages.thankYou.path,
]

function ensureObservatory(): void {
  if (!existsSync(join(moduleDir, 'package.json'))) {
    mkdirSync(cacheDir, { recursive: true })
    console.log(
      `Installing @mdn/mdn-http-observatory@${observatoryVersion} into ${cacheDir} (once)…`,
    )
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        cacheDir,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--no-save',
        `@mdn/mdn-http-observatory@${observatoryVersion}`,
      ],
      { stdio: 'inherit' },
    )
  }
  const preload = join(moduleDir, 'conf/hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}')
}

/** A CA and a certificate for localhost signed by it, in a temporary folder. */
function makeCertificates(dir: string) {
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  run([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Bench CA',
  ])
  run([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=localhost',
  ])
  writeFileSync(
    join(dir, 'ext.cnf'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n',
  )
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'ext.cnf',
  ])
  return {
    ca: join(dir, 'ca.pem'),
    key: readFileSync(join(dir, 'server.key')),
    cert: readFileSync(join(dir, 'server.pem')),
  }
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Terminates TLS and forwards to the app over http, telling it the request came over https. */
function tlsProxy(appPort: number, tls: { key: Buffer; cert: Buffer }) {
  return createHttpsServer(tls, (incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: appPort,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forwarded)
  })
}

/** Runs the Observatory's retriever and tests in a child process that trusts the bench CA. */
async function scoreWith(
  ca: string,
  ports: { httpPort: number; httpsPort: number },
  path: string,
): Promise<{
  score: number
  grade: string
  passed: number
  tests: number
  failed: string[]
  status: number
}> {
  const script = `
    const { retrieve } = await import(${JSON.stringify(join(moduleDir, 'src/retriever/retriever.js'))})
    const { ALL_TESTS, NUM_TESTS } = await import(${JSON.stringify(join(moduleDir, 'src/constants.js'))})
    const grader = await import(${JSON.stringify(join(moduleDir, 'src/grader/grader.js'))})
    const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(${JSON.stringify(join(moduleDir, 'src/grader/charts.js'))})
    const r = await retrieve('localhost', ${JSON.stringify({ ...ports, path })})
    if (!r.responses.auto) throw new Error('The site seems to be down.')
    let extra = 100, uncurved = 100, passed = 0
    const failed = []
    for (const test of ALL_TESTS) {
      const result = test(r)
      if (!result.result) continue
      const modifier = grader.getScoreModifier(result.result)
      extra += modifier
      if (modifier < 0) uncurved += modifier
      if (result.pass) passed += 1
      else failed.push(result.constructor.name + ': ' + result.result)
    }
    const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extra : uncurved
    console.log(JSON.stringify({ score, grade: grader.getGradeForScore(score).grade, passed, tests: NUM_TESTS, failed, status: r.responses.auto.status }))
  `
  // Asynchronously: the servers being scored live in this process and must keep answering.
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: ca }, encoding: 'utf8' },
      (error, out, err) =>
        error
          ? reject(new Error(`The Observatory could not score ${path}:\n${err}`))
          : resolve(out),
    )
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')
}

export async function run() {
  ensureObservatory()
  const work = mkdtempSync(join(tmpdir(), 'bench-observatory-'))
  const tls = makeCertificates(work)
  const pglite = await createPglite()
  const db = createPgliteDatabase(pglite)
  await migrateToLatest(db)

  const httpsPort = await freePort()
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-'.padEnd(64, 'x'),
    ...benchLearnerEnv,
    DATA_DIR: work,
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    TRUST_PROXY: 'loopback',
  })
  const app = createApp({ config, db, siteDir, mail: { wake() {} }, logger: silentLogger })
  const server: Server = await listen(app, 0)
  const httpPort = serverPort(server)
  const httpsProxy = tlsProxy(httpPort, tls)
  await new Promise<void>((resolve) => httpsProxy.listen(httpsPort, resolve))

  console.log(
    `\nMDN HTTP Observatory ${observatoryVersion}, TLS tests included (https://localhost:${httpsPort})`,
  )
  console.log('page'.padEnd(18), 'score'.padStart(6), ' grade', ' passed', '  failed tests')
  for (const path of scoredPaths) {
    const result = await scoreWith(tls.ca, { httpPort, httpsPort }, path)
    console.log(
      path.padEnd(18),
      String(result.score).padStart(6),
      ` ${result.grade.padEnd(5)}`,
      ` ${result.passed}/${result.tests}`,
      ` ${result.failed.join('; ') || '—'}`,
    )
  }

  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  httpsProxy.closeAllConnections()
  await new Promise((resolve) => httpsProxy.close(resolve))
  await pglite.close()
  rmSync(work, { recursive: true, force: true })
}
