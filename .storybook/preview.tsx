import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import '../ui/src/styles.css'

// The story tests run in parallel browsers on a two-core machine, where one role query over the
// preview's page can take a few hundred milliseconds. A play function's `find…` and `waitFor`
// wait up to 3 s, not the library's 1 s, for what it expects; a story that never shows it still
// fails.
configure({ asyncUtilTimeout: 3000 })

/** Widths the site is designed for; story tests resize Chromium to the one a story picks. */
const viewports = {
  narrow: {
    name: 'Small phone (360 × 740)',
    styles: { width: '360px', height: '740px' },
    type: 'mobile',
  },
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet (768 × 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  laptop: {
    name: 'Laptop (1024 × 768)',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
  desktop: {
    name: 'Desktop (1280 × 800)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const

const preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // Every story is an accessibility test: an axe violation fails it.
    // Every story is checked by axe in the `storybook` test project; the `visual` project plays
    // each story again only to photograph it (docs/visual-testing.md), so it skips that check.
    a11y: { test: import.meta.env.VITE_VISUAL_RUN ? 'off' : 'error' },
    options: {
      // The theme first, then the components by family, then whole pages composed from them.
      storySort: {
        order: [
          'Foundations',
          'Brand',
          'Layout',
          'Navigation',
          'Actions',
          'Forms',
          'Content',
          'Overlays',
          'Page templates',
        ],
      },
    },
  },
} satisfies Preview

export default preview
