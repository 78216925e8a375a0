/**
 * The Debian packages `npm test` needs beside node_modules: Chromium, which the story and
 * end-to-end tests drive (Playwright's own browser download is not reachable from our machines),
 * poppler-utils, whose pdftotext reads the invoice PDFs back, Caddy, the TLS proxy of the
 * several-processes test, and PostgreSQL's client tools for the backup tests. When one is missing and we are
 * root, they are installed with apt-get; otherwise the command to run is printed.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const tools = [
  {
    pkg: 'chromium',
    what: `Chromium (the browser tests), looked for at ${chromiumPath}`,
    present: () => existsSync(chromiumPath),
  },
  {
    pkg: 'poppler-utils',
    what: 'pdftotext and pdfinfo (the invoice PDF tests)',
    present: () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0,
  },
  {
    pkg: 'caddy',
    what: 'Caddy (the test of several server processes behind a TLS proxy)',
    present: () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0,
  },
  {
    pkg: 'postgresql-client',
    what: 'pg_dump and pg_restore (the backup tests)',
    present: () => spawnSync('pg_dump', ['--version'], { stdio: 'ignore' }).status === 0,
  },
]

/** Makes sure every tool is there, installing what is missing when it can; returns Chromium's path. */
export function ensureTestTools() {
  const missing = tools.filter((tool) => !tool.present())
  if (missing.length === 0) return chromiumPath
  const packages = missing.map((tool) => tool.pkg)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(
      `The tests need ${missing.map((tool) => tool.what).join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed.\n` +
        `Install ${missing.length > 1 ? 'them' : 'it'} with \`sudo apt-get install ${packages.join(' ')}\` (Debian/Ubuntu)` +
        (packages.includes('chromium') ? ', or set CHROMIUM_PATH.' : '.'),
    )
    process.exit(1)
  }
  console.log(`Installing ${packages.join(' and ')} for the tests (about a minute)…`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return chromiumPath
}
