#!/usr/bin/env node
/**
 * `npm run dev`: the site on http://localhost:5173 with hot module reload, and the API with
 * reload on http://localhost:3001 (Vite proxies /api to it). The API server also serves the
 * last production build of the site, so one is made first when there is none.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const apiPort = process.env.API_PORT ?? '3001'

if (!existsSync('site/build/client/index.html')) {
  const { status } = spawnSync('npm', ['run', 'build', '-w', 'site'], { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn('npx', ['react-router', 'dev'], {
    cwd: 'site',
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]

const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
