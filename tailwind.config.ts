import type { Config } from 'tailwindcss'

/**
 * The one theme of the site and of Storybook. `ui/src/styles.css` loads it with `@config`, and
 * names the folders Tailwind scans with `@source`.
 *
 * - `brand`: deep navy-indigo. Text on white uses 600 and darker (≥ 6.3:1); dark bands use 900
 *   and 950, where text is white or brand-100/200 (≥ 11:1).
 * - `accent`: warm amber for calls to action and highlights. Its light steps carry brand-950 text
 *   (≥ 8.6:1); on white, accent text uses 700 (5.5:1).
 * - Neutrals are Tailwind's `slate`, kept from the default palette.
 */
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f2f5fc',
          100: '#e2e8f8',
          200: '#cbd6f2',
          300: '#a6b9e9',
          400: '#7b93dc',
          500: '#5b70d0',
          600: '#4654c2',
          700: '#3b45ab',
          800: '#343b8b',
          900: '#2e346f',
          950: '#1b1e42',
        },
        accent: {
          50: '#fff9eb',
          100: '#fdefc7',
          200: '#fbdd8b',
          300: '#f9c74f',
          400: '#f7b228',
          500: '#f19110',
          600: '#d56b0a',
          700: '#b1490c',
          800: '#903911',
          900: '#762f12',
          950: '#441605',
        },
      },
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
