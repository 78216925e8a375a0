#!/usr/bin/env node
/** Type-checks every workspace with its own tsconfig (browser code sees no Node types). */
import { spawnSync } from 'node:child_process'

const run = (command, args, cwd = '.') => {
  const { status } = spawnSync(command, args, { stdio: 'inherit', cwd })
  if (status !== 0) process.exit(status ?? 1)
}

// Route modules import types that React Router generates from site/app/routes.ts.
run('npx', ['react-router', 'typegen'], 'site')
for (const project of [
  'core',
  'ui',
  'site',
  'site/staff',
  'site/scripts',
  'server',
  'tests',
  'scripts',
])
  run('npx', ['tsc', '-p', project])
