import { palette } from '@app/core'
import tailwindTheme from 'tailwindcss/theme.css?raw'
import { describe, expect, it } from 'vitest'
import { contrastGrade, contrastRatio, parseColour, toHex } from './colour'
import { palettes, shadows, typeScale } from './tokens'

describe('colour arithmetic of the Foundations page', () => {
  it('reads hex and Tailwind oklch colours as sRGB', () => {
    expect(parseColour('#1b1e42')).toEqual([27, 30, 66])
    expect(parseColour('#fff')).toEqual([255, 255, 255])
    // Tailwind's slate-500 is #62748e in its own sRGB fallback.
    expect(toHex('oklch(55.4% 0.046 257.417)')).toBe('#62748e')
    expect(toHex('oklch(98.4% 0.003 247.858)')).toBe('#f8fafc')
  })

  it("gives the PDF and the icons the slate that Tailwind's theme gives the pages", () => {
    for (const [step, hex] of Object.entries(palette.slate)) {
      const declared = new RegExp(`--color-slate-${step}:\\s*([^;]+);`).exec(tailwindTheme)?.[1]
      expect(declared, `slate-${step}`).toBeDefined()
      expect(toHex(declared!), `slate-${step}`).toBe(hex)
    }
  })

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastGrade(4.54)).toBe('AA')
    expect(contrastGrade(3.2)).toBe('AA large')
    expect(contrastGrade(7)).toBe('AAA')
    expect(contrastGrade(2.9)).toBe('Fail')
  })

  it('holds what the theme promises: brand-600 and darker read on white', () => {
    const brand = palettes.find((palette) => palette.name === 'brand')!
    for (const step of ['brand-600', 'brand-700', 'brand-800', 'brand-900', 'brand-950']) {
      const colour = brand.colours.find((token) => token.name === step)!
      expect(contrastRatio(colour.value, '#ffffff'), step).toBeGreaterThanOrEqual(6.3)
    }
  })

  it('reads every token from the theme', () => {
    expect(palettes.map((palette) => palette.colours.length)).toEqual([11, 11, 11])
    expect(typeScale.map((token) => token.name)).toContain('text-display-lg')
    expect(typeScale.find((token) => token.name === 'text-base')).toMatchObject({
      size: 1,
      lineHeight: '1.5',
    })
    expect(shadows.map((shadow) => shadow.name)).toContain('shadow-card-hover')
  })
})
