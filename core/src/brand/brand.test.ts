import { describe, expect, it } from 'vitest'
import { penPath } from '../shared/svg-path'
import { brandMark } from './mark'
import { hexToRgb, palette, paletteHex } from './palette'
import { brand } from './model'
import { placeholdersInPlace } from './placeholders'

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

describe('the placeholders to replace before going live', () => {
  it('lists every shipped placeholder, with where it lives', () => {
    expect(placeholdersInPlace().map((placeholder) => placeholder.fact)).toEqual([
      'Company number',
      'ICO registration number',
      'Phone number',
      'Registered office and head office address',
      'Public e-mail address (also where staff mail goes unless STAFF_EMAIL is set)',
    ])
    for (const placeholder of placeholdersInPlace()) {
      expect(placeholder.where).toMatch(/^core\/src\/brand\/model\.ts/)
    }
  })

  it('lists none once the registered details are in', () => {
    expect(
      placeholdersInPlace({
        companyNumber: '12345678',
        icoRegistration: 'ZA123456',
        phone: { display: '01604 123456', href: 'tel:+441604123456' },
        email: 'hello@example.co.uk',
        headOffice: { ...brand.headOffice, streetAddress: '1 Market Square' },
      }),
    ).toEqual([])
  })
})
