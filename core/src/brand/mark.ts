import type { PaletteColour } from './palette'

/**
 * The brand's mark, the one place it is drawn: a north star rising over an open book, on a
 * rounded tile of 40 × 40 units. ui/'s BrandMark draws it as SVG, `npm run brand-assets` draws the
 * icons and share image from it, and the PDF invoice draws it with jsPDF.
 */

/**
 * The mark, in SVG's own words: the tile, then each shape with its colour in drawing order. Data
 * only, so the pages that show the logo carry no code to draw it.
 */
export const brandMark = {
  size: 40,
  tile: { radius: 10, colour: 'brand-700' },
  shapes: [
    /** The north star. */
    {
      d: 'M20 4.5 21.7 10.3 27.5 12 21.7 13.7 20 19.5 18.3 13.7 12.5 12 18.3 10.3Z',
      colour: 'accent-400',
    },
    /** The open book's left page. */
    { d: 'M8 23.2c3.9-1.9 7.9-1.9 11.2.2V33c-3.3-2.1-7.3-2.1-11.2-.2Z', colour: 'white' },
    /** Its right page. */
    { d: 'M32 23.2c-3.9-1.9-7.9-1.9-11.2.2V33c3.3-2.1 7.3-2.1 11.2-.2Z', colour: 'brand-100' },
  ],
} as const satisfies {
  size: number
  tile: { radius: number; colour: PaletteColour }
  shapes: ReadonlyArray<{ d: string; colour: PaletteColour }>
}

/** The colours the mark is drawn in. */
export type BrandMarkColour =
  typeof brandMark.tile.colour | (typeof brandMark.shapes)[number]['colour']
