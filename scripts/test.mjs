#!/usr/bin/env node
/**
 * `npm test`: every check, in the order that fails fastest. Type-check, lint and format first,
 * then build the site and server, then all Vitest projects (core rules, stories in Chromium,
 * the server over HTTP against PGlite and PostgreSQL, end to end in Chromium).
 */
import { spawnSync } from 'node:child_process'
import { ensureTestTools } from './system-tools.mjs'

const steps = [
  ['types', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['build', 'npm', ['run', 'build']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
]

process.env.CHROMIUM_PATH = ensureTestTools()

const started = Date.now()
for (const [name, command, args] of steps) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1)
  if (status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`)
    process.exit(status ?? 1)
  }
  console.log(`✔ ${name} (${seconds} s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
