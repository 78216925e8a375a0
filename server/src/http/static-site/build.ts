import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { codingSuffix, type ContentCoding, contentCodings } from './coding'

/**
 * The built site, read once at start: every prerendered page with its inline scripts' hashes,
 * the SPA fallback and which files the build also wrote compressed.
 */

/** One prerendered HTML file, read at start. */
export interface SiteDocument {
  /** Path below the site folder, e.g. contact/index.html. */
  file: string
  html: Buffer
  /** `sha256-…` of each inline script, for the page's CSP. */
  scriptHashes: string[]
}

/** The built site (React Router framework mode, prerendered; site/build/client). */
export interface Site {
  dir: string
  /** Route path → document: '/' → index.html, '/contact' → contact/index.html. */
  documents: Map<string, SiteDocument>
  /** Shell for client-only routes (`__spa-fallback.html`), if the build made one. */
  spaFallback: SiteDocument | undefined
  /**
   * URL path of a static file → the compressed copies the build wrote beside it
   * (`/assets/a.js` → `['br', 'gzip']` for a.js.br and a.js.gz).
   */
  precompressed: Map<string, ContentCoding[]>
}

export class SiteNotBuiltError extends Error {
  constructor(readonly dir: string) {
    super(
      `The site is not built: ${path.join(dir, 'index.html')} does not exist. ` +
        `Run "npm run build" (or "npm run build -w site") first, or set SITE_DIR.`,
    )
    this.name = 'SiteNotBuiltError'
  }
}

export const SPA_FALLBACK_FILE = '__spa-fallback.html'

/** Data blocks are not executed, so CSP does not apply to them. */
const dataScriptType = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/**
 * SHA-256 hashes of the inline `<script>` elements of an HTML document, as a browser computes
 * them for CSP: over the element's text with line breaks normalised to LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', content = ''] = match
    if (/\bsrc\s*=/i.test(attributes) || dataScriptType.test(attributes) || content === '') continue
    const text = content.replace(/\r\n?/g, '\n')
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

function readDocument(dir: string, file: string): SiteDocument {
  const html = readFileSync(path.join(dir, file))
  return { file, html, scriptHashes: inlineScriptHashes(html.toString('utf8')) }
}

/** Reads every prerendered page of the site; throws SiteNotBuiltError when there is none. */
export function loadSite(siteDir: string): Site {
  const dir = path.resolve(siteDir)
  if (!existsSync(path.join(dir, 'index.html'))) throw new SiteNotBuiltError(dir)
  const documents = new Map<string, SiteDocument>()
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`
      if (entry.isDirectory() && !(relative === '' && entry.name === 'assets')) walk(child)
      else if (entry.isFile() && entry.name === 'index.html') {
        documents.set(`/${relative}`, readDocument(dir, child))
      }
    }
  }
  walk('')
  const spaFallback = existsSync(path.join(dir, SPA_FALLBACK_FILE))
    ? readDocument(dir, SPA_FALLBACK_FILE)
    : undefined
  return { dir, documents, spaFallback, precompressed: findPrecompressed(dir) }
}

/** The compressed copies (a.js.br, a.js.gz) of the files in the site folder. */
function findPrecompressed(dir: string): Map<string, ContentCoding[]> {
  const files = new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) =>
      file.split(path.sep).join('/'),
    ),
  )
  const precompressed = new Map<string, ContentCoding[]>()
  for (const file of files) {
    if (file.endsWith('.html')) continue
    const codings = contentCodings.filter((coding) => files.has(`${file}${codingSuffix[coding]}`))
    if (codings.length > 0) precompressed.set(`/${file}`, codings)
  }
  return precompressed
}
