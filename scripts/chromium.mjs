/**
 * Story and end-to-end tests drive Debian's Chromium (Playwright's own browser download is not
 * reachable from our machines). Returns its path, installing it with apt-get when we are root.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return path
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${path}.\n` +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH.',
    )
    process.exit(1)
  }
  console.log('Installing Debian Chromium for the browser tests (about a minute)…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return path
}
