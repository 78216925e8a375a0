import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PNG } from 'pngjs'

/** A PNG's colour type, from its IHDR chunk: 6 is RGBA, 2 is RGB. */
const colourType = (file: Buffer) => file[25]

/**
 * Writes every baseline Vitest wrote since `since` (8-bit RGBA, its own compression) again,
 * losslessly, as RGB when it is opaque, with the deflate strategy that suits screenshots: the
 * same pixels in about two thirds of the bytes (docs/visual-testing.md#sizes-and-time). Vitest
 * reads both kinds alike. Answers how many it wrote.
 */
export function compactBaselines(directory: string, since: number): number {
  let compacted = 0
  for (const name of readdirSync(directory)) {
    if (!name.endsWith('.png')) continue
    const file = path.join(directory, name)
    if (statSync(file).mtimeMs < since) continue
    const bytes = readFileSync(file)
    if (colourType(bytes) !== 6) continue
    const image = PNG.sync.read(bytes)
    let opaque = true
    for (let index = 3; index < image.data.length; index += 4) {
      if (image.data[index] !== 255) {
        opaque = false
        break
      }
    }
    const smaller = PNG.sync.write(image, {
      colorType: opaque ? 2 : 6,
      inputHasAlpha: true,
      deflateLevel: 9,
      deflateStrategy: 1,
    })
    writeFileSync(file, smaller)
    compacted += 1
  }
  return compacted
}
