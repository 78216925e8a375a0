/**
 * The font file every page needs first: Inter's Latin subset, the one styles.css uses for
 * English text. The site preloads it so the text is drawn in Inter from the first paint, or
 * swaps from a fallback sized like it (styles.css) without moving (docs/product.md#loading-speed).
 * The `?url` import gives the same hashed file name the stylesheet's @font-face refers to.
 */
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

export const interLatin = { href: interLatinUrl, type: 'font/woff2' } as const
