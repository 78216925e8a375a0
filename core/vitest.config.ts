import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Projects run one group after another, fastest first (see the root vitest.config.ts).
    sequence: { groupOrder: 0 },
  },
})
