import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * HTTP-level tests of the server: createApp(...) on an ephemeral port, real PGlite and
 * PostgreSQL (127.0.0.1:5432 when reachable), a real SMTP server. Run with
 * `npx vitest run --project server`.
 */
export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    // Each file starts its own databases and servers on free ports, so files run in parallel.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    teardownTimeout: 10_000,
  },
})
