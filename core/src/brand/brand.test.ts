import { describe, expect, it } from 'vitest'
import { penPath } from '../shared/svg-path'
import { brandMark } from './mark'
import { hexToRgb, palette, paletteHex } from './palette'

describe('the brand mark', () => {
  it('is drawn in colours of the palette, each shape inside its tile', () => {
    const { size, tile, shapes } = brandMark
    for (const colour of [tile.colour, ...shapes.map((shape) => shape.colour)]) {
      expect(paletteHex(colour), colour).toMatch(/^#[0-9a-f]{6}$/)
    }
    for (const shape of shapes) {
      const { start, legs, closed } = penPath(shape.d)
      expect(closed).toBe(true)
      let [x, y] = start
      for (const leg of legs) {
        x += leg[leg.length - 2]!
        y += leg[leg.length - 1]!
        expect(x).toBeGreaterThanOrEqual(0)
        expect(x).toBeLessThanOrEqual(size)
        expect(y).toBeGreaterThanOrEqual(0)
        expect(y).toBeLessThanOrEqual(size)
      }
    }
  })
})

describe('the palette', () => {
  it('names each colour as Tailwind does and gives it as hex and as RGB', () => {
    expect(paletteHex('brand-700')).toBe(palette.brand[700])
    expect(paletteHex('white')).toBe('#ffffff')
    expect(hexToRgb(palette.brand[950])).toEqual([0x1b, 0x1e, 0x42])
    expect(hexToRgb('#ffffff')).toEqual([255, 255, 255])
  })
})
