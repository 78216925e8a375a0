/**
 * Colour arithmetic for the Foundations page: any colour of the theme (hex or Tailwind's
 * oklch) as sRGB, and the WCAG 2.2 contrast ratio between two colours.
 */

export type Rgb = readonly [red: number, green: number, blue: number]

/** #rgb or #rrggbb → 0–255 channels. */
function fromHex(hex: string): Rgb {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  const value = Number.parseInt(full, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** oklch(L% C H) → 0–255 sRGB channels, clipped to the sRGB gamut. */
function fromOklch(lightness: number, chroma: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180
  const a = chroma * Math.cos(hue)
  const b = chroma * Math.sin(hue)
  const l_ = lightness + 0.3963377774 * a + 0.2158037573 * b
  const m_ = lightness - 0.1055613458 * a - 0.0638541728 * b
  const s_ = lightness - 0.0894841775 * a - 1.291485548 * b
  const [l, m, s] = [l_ ** 3, m_ ** 3, s_ ** 3]
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  const encode = (channel: number) => {
    const clipped = Math.min(1, Math.max(0, channel))
    const gamma = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055
    return Math.round(gamma * 255)
  }
  return [encode(linear[0]!), encode(linear[1]!), encode(linear[2]!)]
}

/** A colour as the theme writes it: `#1b1e42` or `oklch(98.4% 0.003 247.858)`. */
export function parseColour(colour: string): Rgb {
  const text = colour.trim()
  if (text.startsWith('#')) return fromHex(text)
  const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(text)
  if (oklch) {
    const lightness = Number(oklch[1]) / (oklch[2] === '%' ? 100 : 1)
    return fromOklch(lightness, Number(oklch[3]), Number(oklch[4]))
  }
  throw new Error(`Not a colour the theme uses: ${colour}`)
}

/** #rrggbb of a colour. */
export function toHex(colour: string): string {
  return `#${parseColour(colour)
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`
}

/** WCAG relative luminance of a colour. */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((channel) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** What text of this contrast may be used for under WCAG 2.2. */
export function contrastGrade(ratio: number): 'AAA' | 'AA' | 'AA large' | 'Fail' {
  if (ratio >= 7) return 'AAA'
  if (ratio >= 4.5) return 'AA'
  if (ratio >= 3) return 'AA large'
  return 'Fail'
}
