import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Every story is a test: rendered in Chromium, its play function run, then checked by axe. */
export default defineProject({
  plugins: [storybookTest({ configDir: dirname })],
  // Bundled before the first test, so Vite does not reload the page halfway through a run.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'lucide-react',
      'simple-icons',
      'class-variance-authority',
      'clsx',
      '@headlessui/react',
      'embla-carousel',
      'embla-carousel-autoplay',
      'country-flag-icons/react/3x2',
    ],
  },
  test: {
    name: 'storybook',
    sequence: { groupOrder: 2 },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath } }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
