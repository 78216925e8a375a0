import { palette } from './core/src/brand/palette'
import type { Config } from 'tailwindcss'

/**
 * The one theme of the site and of Storybook. `ui/src/styles.css` loads it with `@config`, and
 * names the folders Tailwind scans with `@source`. The colours are the brand's palette
 * (core/src/brand/palette.ts, which says what each is for); neutrals are Tailwind's `slate`.
 */
export default {
  theme: {
    extend: {
      colors: { brand: palette.brand, accent: palette.accent },
      fontFamily: {
        sans: [
          '"Inter Variable"',
          // Sized like Inter, so the swap to Inter moves nothing (ui/src/styles.css).
          '"Inter Fallback"',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      fontSize: {
        // Headline sizes above the default scale, for heroes and page titles.
        'display-sm': ['2.25rem', { lineHeight: '2.625rem', letterSpacing: '-0.02em' }],
        display: ['3rem', { lineHeight: '3.375rem', letterSpacing: '-0.025em' }],
        'display-lg': ['3.75rem', { lineHeight: '4.125rem', letterSpacing: '-0.03em' }],
      },
      maxWidth: {
        // The content width of every page (Container's default).
        page: '80rem',
      },
      boxShadow: {
        card: '0 1px 2px 0 rgb(27 30 66 / 0.05), 0 4px 16px -4px rgb(27 30 66 / 0.08)',
        'card-hover': '0 2px 4px 0 rgb(27 30 66 / 0.06), 0 16px 32px -8px rgb(27 30 66 / 0.16)',
      },
      keyframes: {
        // Movement only: text never starts transparent, so it is readable (and checkable) at once.
        'rise-in': {
          from: { transform: 'translateY(0.75rem)' },
          to: { transform: 'none' },
        },
      },
      animation: {
        'rise-in': 'rise-in 0.6s cubic-bezier(0.22, 1, 0.36, 1) both',
      },
    },
  },
} satisfies Config
