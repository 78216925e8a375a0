import { defineConfig } from 'vitest/config'

/**
 * Every automated check that runs in Vitest, one project per layer. Each project has its own
 * `sequence.groupOrder`: the groups run one after another (core and ui, server, stories, end to
 * end, the stories' pictures), so the browser suites do not compete with the database suites for the machine's two
 * cores. `npm test` runs them all after type-checking, linting and building (scripts/test.mjs).
 */
export default defineConfig({
  test: {
    projects: [
      'core/vitest.config.ts',
      'ui/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'tests/vitest.config.ts',
      'tests/e2e/vitest.config.ts',
      '.storybook/vitest.visual.config.ts',
    ],
  },
})
