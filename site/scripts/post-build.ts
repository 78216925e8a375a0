/**
 * Runs after `react-router build` (the site's build script), on build/client:
 *
 * - takes the `<link rel="modulepreload">` tags out of every prerendered page. React Router
 *   writes one per chunk (20–30 a page); the browser fetches them at high priority before the
 *   first paint, so the paint waits for scripts it does not need. The inline module script that
 *   imports the entry stays as it is, so hydration starts as soon as it runs and the CSP hash of
 *   that script does not change (docs/product.md#loading-speed);
 * - writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible static file,
 *   which the server sends to browsers that accept them (docs/product.md#loading-speed). Pages
 *   are compressed by the server at start instead, since it rewrites their share image address.
 *
 * `npx tsx scripts/post-build.ts [client folder]`; the folder defaults to build/client.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const modulePreloadLink = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi

/** The page without its module preload links; everything else byte for byte as it was. */
export function withoutModulePreloads(html: string): string {
  return html.replace(modulePreloadLink, '')
}

/**
 * Text formats worth compressing; fonts (woff2) and images (png) are compressed already. `.data`
 * is a page's content as React Router fetches it on client navigation.
 */
const compressible = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|ico|map|data)$/i

/** The precompressed copies the server looks for, by suffix. */
export const precompressedSuffixes = { br: '.br', gzip: '.gz' } as const

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

export interface PostBuildSummary {
  pages: number
  modulePreloadsRemoved: number
  compressedFiles: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

/** Rewrites the pages and writes the compressed copies in `clientDir` (build/client). */
export async function postBuild(clientDir: string): Promise<PostBuildSummary> {
  const files = await filesBelow(clientDir)
  const summary: PostBuildSummary = {
    pages: 0,
    modulePreloadsRemoved: 0,
    compressedFiles: 0,
    bytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
  }

  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await readFile(file, 'utf8')
    const stripped = withoutModulePreloads(html)
    summary.pages += 1
    if (stripped === html) continue
    summary.modulePreloadsRemoved += html.match(modulePreloadLink)?.length ?? 0
    await writeFile(file, stripped)
  }

  // In parallel: zlib's asynchronous calls run on Node's thread pool.
  await Promise.all(
    files
      .filter((name) => compressible.test(name))
      .map(async (file) => {
        const content = await readFile(file)
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ])
        // A copy no smaller than the file itself would only cost a header.
        if (gz.length >= content.length) return
        await writeFile(`${file}${precompressedSuffixes.gzip}`, gz)
        if (br.length < gz.length) await writeFile(`${file}${precompressedSuffixes.br}`, br)
        summary.compressedFiles += 1
        summary.bytes += content.length
        summary.brotliBytes += Math.min(br.length, gz.length)
        summary.gzipBytes += gz.length
      }),
  )
  return summary
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientDir = path.resolve(
    process.argv[2] ?? fileURLToPath(new URL('../build/client', import.meta.url)),
  )
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  const summary = await postBuild(clientDir)
  console.log(
    `post-build: ${summary.modulePreloadsRemoved} module preload links taken out of ${summary.pages} pages; ` +
      `${summary.compressedFiles} files precompressed (${kib(summary.bytes)} → ${kib(summary.brotliBytes)} brotli, ${kib(summary.gzipBytes)} gzip)`,
  )
}
