import { defineProject } from 'vitest/config'

/**
 * End to end: the built site and server (`npm run build`) started as a real process, driven in
 * Debian's Chromium the way a visitor would, with a real SMTP server receiving the mail.
 */
export default defineProject({
  test: {
    name: 'e2e',
    sequence: { groupOrder: 3 },
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts a server and a browser; two cores do not gain from running them at once.
    fileParallelism: false,
  },
})
