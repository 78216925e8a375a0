import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

/** Tests of ui/ that need no browser, e.g. the export list of the public entry. */
export default defineProject({
  // ui/ itself, also when run on its own: `npx vitest run --config ui/vitest.config.ts`.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'ui',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The Foundations tokens read Tailwind's theme.css as text (?raw); leave CSS imports as written.
    css: true,
    // Projects run one group after another, fastest first (see the root vitest.config.ts).
    sequence: { groupOrder: 0 },
  },
})
