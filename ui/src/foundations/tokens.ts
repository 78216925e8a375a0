/**
 * The design tokens of the one theme, read from where they are defined: the site's own values
 * from tailwind.config.ts, and the Tailwind defaults the site builds on (the slate neutrals,
 * the type scale, spacing, radii and shadows) from Tailwind's theme.css. Nothing is copied, so
 * the Foundations page cannot drift from what the site renders.
 */
import tailwindTheme from 'tailwindcss/theme.css?raw'
import config from '../../../tailwind.config'

const extend = config.theme.extend

/** `--name: value;` declarations of Tailwind's default theme. */
const defaults = new Map(
  [...tailwindTheme.matchAll(/^\s*--([\w-]+):\s*([^;]+);/gm)].map((match) => [
    match[1]!,
    match[2]!.trim(),
  ]),
)

function defaultValue(name: string): string {
  const value = defaults.get(name)
  if (value === undefined) throw new Error(`Tailwind's theme has no --${name}`)
  return value
}

export interface ColourToken {
  /** The class name part, e.g. brand-600. */
  name: string
  value: string
}

export interface Palette {
  name: string
  /** What the palette is for, from the theme's own notes. */
  use: string
  colours: ColourToken[]
}

const steps = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']

export const palettes: Palette[] = [
  {
    name: 'brand',
    use: 'Deep navy-indigo: headings, links, primary buttons, dark bands.',
    colours: Object.entries(extend.colors.brand).map(([step, value]) => ({
      name: `brand-${step}`,
      value,
    })),
  },
  {
    name: 'accent',
    use: 'Warm amber: calls to action and highlights on dark bands.',
    colours: Object.entries(extend.colors.accent).map(([step, value]) => ({
      name: `accent-${step}`,
      value,
    })),
  },
  {
    name: 'slate',
    use: "Neutrals (Tailwind's slate): body text, borders, muted backgrounds.",
    colours: steps.map((step) => ({
      name: `slate-${step}`,
      value: defaultValue(`color-slate-${step}`),
    })),
  },
]

export interface TypeToken {
  name: string
  /** rem */
  size: number
  /** Unitless, or a CSS length. */
  lineHeight: string
  letterSpacing?: string
}

const rem = (value: string) => Number.parseFloat(value)

/** calc(1.5 / 1) → "1.5", 1 → "1". */
function lineHeightOf(value: string): string {
  const calc = /^calc\(([\d.]+)\s*\/\s*([\d.]+)\)$/.exec(value)
  return calc ? String(+(Number(calc[1]) / Number(calc[2])).toFixed(3)) : value
}

export const typeScale: TypeToken[] = [
  ...['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'].map((name) => ({
    name: `text-${name}`,
    size: rem(defaultValue(`text-${name}`)),
    lineHeight: lineHeightOf(defaultValue(`text-${name}--line-height`)),
  })),
  ...Object.entries(extend.fontSize).map(([name, value]) => {
    const [size, options] = value as [string, { lineHeight: string; letterSpacing: string }]
    return {
      name: `text-${name}`,
      size: rem(size),
      lineHeight: options.lineHeight,
      letterSpacing: options.letterSpacing,
    }
  }),
]

export const fontFamily = extend.fontFamily.sans.join(', ')

export const fontWeights = ['normal', 'medium', 'semibold', 'bold', 'extrabold'].map((name) => ({
  name: `font-${name}`,
  weight: Number(defaultValue(`font-weight-${name}`)),
}))

/** The spacing unit: every `p-4`, `gap-6`, `mt-10` is a multiple of it. */
export const spacingUnit = rem(defaultValue('spacing'))

/** The steps the site uses most. */
export const spacingSteps = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24]

export const radii = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'].map((name) => ({
  name: `rounded-${name}`,
  value: defaultValue(`radius-${name}`),
}))

export const shadows = [
  ...['xs', 'sm', 'md', 'lg', 'xl'].map((name) => ({
    name: `shadow-${name}`,
    value: defaultValue(`shadow-${name}`),
  })),
  ...Object.entries(extend.boxShadow).map(([name, value]) => ({ name: `shadow-${name}`, value })),
]

/** The width of every page's content (Container). */
export const pageWidth = extend.maxWidth.page
