import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

/** Content codings: which one a request gets, and compressing a page once at start. */

/** The content codings the site is sent in besides identity, the server's choice first. */
export const contentCodings = ['br', 'gzip'] as const
export type ContentCoding = (typeof contentCodings)[number]
export const codingSuffix: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' }

/**
 * The coding to send, from the request's Accept-Encoding and what is `available`: the one the
 * client weighs highest (q), on a tie brotli before gzip; undefined means identity. `*` stands
 * for every coding the header does not name; `q=0` refuses one.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = contentCodings,
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    const weight = q === undefined ? 1 : Number(q)
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  let best: ContentCoding | undefined
  let bestWeight = 0
  for (const coding of contentCodings) {
    if (!available.includes(coding)) continue
    const weight = weights.get(coding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A page compressed both ways, as the build compresses assets (brotli 11, gzip 9); on the thread
 * pool, so the server answers while it works. Undefined (identity is sent) should zlib fail.
 * All 37 pages take about 1.6 s of one core.
 */
export function compressPage(html: Buffer): Promise<Record<ContentCoding, Buffer> | undefined> {
  return Promise.all([
    brotliAsync(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipAsync(html, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]).then(
    ([br, gzip]) => ({ br, gzip }),
    () => undefined,
  )
}
