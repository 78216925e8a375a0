import { themeColour } from './model'

/**
 * The brand's colours, the one place they are written: tailwind.config.ts builds the site's
 * theme from them, and what is drawn outside CSS — the PDF invoice, the icons and share image —
 * reads them here.
 *
 * - `brand`: deep navy-indigo. Text on white uses 600 and darker (≥ 6.3:1); dark bands use 900
 *   and 950, where text is white or brand-100/200 (≥ 11:1).
 * - `accent`: warm amber for calls to action and highlights. Its light steps carry brand-950 text
 *   (≥ 8.6:1); on white, accent text uses 700 (5.5:1).
 * - `slate`: the neutrals are Tailwind's own `slate`; these are the steps drawn outside CSS, as
 *   sRGB (Tailwind writes them in OKLCH; a test in ui/ keeps the two equal).
 */
export const palette = {
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
    950: themeColour,
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
  slate: {
    200: '#e2e8f0',
    500: '#62748e',
    600: '#45556c',
    700: '#314158',
    900: '#0f172b',
  },
  white: '#ffffff',
} as const

/** A colour of the palette by its Tailwind name: `brand-700`, `slate-600`, `white`. */
export type PaletteColour =
  | 'white'
  | `brand-${keyof typeof palette.brand}`
  | `accent-${keyof typeof palette.accent}`
  | `slate-${keyof typeof palette.slate}`

/** The hex value of a palette colour by its Tailwind name. */
export function paletteHex(colour: PaletteColour): string {
  if (colour === 'white') return palette.white
  const [scale, step] = colour.split('-') as ['brand' | 'accent' | 'slate', string]
  return (palette[scale] as Record<string, string>)[step]!
}

/** A hex colour (`#3b45ab`) as red, green and blue from 0 to 255. */
export function hexToRgb(hex: string): [red: number, green: number, blue: number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}
