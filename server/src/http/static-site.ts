import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_PATH, type PageInfo } from '@app/core'
import express, { type RequestHandler, type Response } from 'express'
import { contentSecurityPolicy } from './security'

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
  return { dir, documents, spaFallback }
}

const minimalNotFound = Buffer.from(
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Page not found</title></head><body><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body></html>',
)

/**
 * Makes the share image of a page absolute, as Open Graph requires: the build writes it as a
 * path, because only the server knows the public origin (docs/product.md#pages-and-routes).
 */
export function absoluteShareImages(html: Buffer, publicUrl: string): Buffer {
  const text = html.toString('utf8')
  const origin = publicUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  const rewritten = text.replace(
    /(<meta\s+(?:property|name)="(?:og:image|twitter:image)"\s+content=")\/(?!\/)/g,
    (_match, start: string) => `${start}${origin}/`,
  )
  return rewritten === text ? html : Buffer.from(rewritten, 'utf8')
}

/**
 * Serves the built site:
 * - files under `/assets/` (content-hashed names) cached for a year as immutable, other files
 *   revalidated;
 * - each prerendered page at its path with `no-cache` and a CSP carrying its script hashes;
 * - client-only pages (`prerender: false` in the page list) get the SPA fallback shell;
 * - private pages (`indexed: false`) carry `X-Robots-Tag: noindex`;
 * - `/contact/` and `/contact/index.html` redirect (301) to `/contact`, and a differently
 *   cased path (`/Study-Abroad`, `/servicedetail`) to the page's own spelling, which for most
 *   pages is lower case and for `/ServiceDetail` is not (docs/product.md#pages-and-routes);
 * - anything else gets the prerendered not-found page with HTTP 404 (docs/product.md#pages-and-routes).
 *
 * `otherPaths` are served by other handlers (the feed, the sitemap): other casings of them
 * redirect too.
 */
export function staticSite(
  site: Site,
  options: {
    https: boolean
    /** The public origin, for the absolute address of each page's share image. @default none: left as a path */
    publicUrl?: string
    pages: readonly PageInfo[]
    otherPaths?: readonly string[]
    /**
     * Per page path: frame sources its CSP adds, and its Cache-Control (e.g. `no-store` for a
     * page only a signed-in learner sees). @default none: `no-cache` and the baseline frames
     */
    pageHeaders?: Readonly<
      Record<string, { frameSources?: readonly string[]; cacheControl?: string }>
    >
  },
): { pages: RequestHandler[]; notFound: RequestHandler } {
  const withCsp = (document: SiteDocument, route?: string) => ({
    ...document,
    html: options.publicUrl ? absoluteShareImages(document.html, options.publicUrl) : document.html,
    csp: contentSecurityPolicy({
      https: options.https,
      scriptHashes: document.scriptHashes,
      frameSources: route === undefined ? [] : options.pageHeaders?.[route]?.frameSources,
    }),
  })
  const documents = new Map([...site.documents].map(([route, doc]) => [route, withCsp(doc, route)]))
  const notFoundDocument = documents.get(NOT_FOUND_PATH)
  documents.delete(NOT_FOUND_PATH)
  const spaFallback = site.spaFallback && withCsp(site.spaFallback)
  const clientOnly = new Set(
    options.pages.filter((page) => !page.prerender).map((page) => page.path),
  )
  const noindex = new Set(options.pages.filter((page) => !page.indexed).map((page) => page.path))
  /** Lower-cased path → the one spelling it is served at. */
  const canonicalPaths = new Map<string, string>()
  for (const path of [
    ...documents.keys(),
    ...(spaFallback ? clientOnly : []),
    ...(options.otherPaths ?? []),
  ]) {
    if (!canonicalPaths.has(path.toLowerCase())) canonicalPaths.set(path.toLowerCase(), path)
  }

  const send = (res: Response, document: ReturnType<typeof withCsp>, status: number) => {
    res.status(status)
    if (noindex.has(res.req.path)) res.setHeader('X-Robots-Tag', 'noindex')
    res.setHeader('Content-Security-Policy', document.csp)
    res.setHeader('Cache-Control', options.pageHeaders?.[res.req.path]?.cacheControl ?? 'no-cache')
    res.type('html')
    res.send(document.html)
  }

  const assetsDir = path.join(site.dir, 'assets') + path.sep
  const files = express.static(site.dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader(
        'Cache-Control',
        // Asset names carry a content hash: a changed file is a new URL.
        file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })

  const pageHandler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const route = req.path
    const queryStart = req.originalUrl.indexOf('?')
    const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart)
    let normalised = route.endsWith('/index.html') ? route.slice(0, -'index.html'.length) : route
    normalised = normalised.replace(/\/+$/, '') || '/'
    // The Location is one of our own paths, never built from what was asked for: a request for
    // "/\evil.example/" or "//evil.example/" is no page and gets the not-found page, not a
    // redirect a browser would resolve off-site.
    const canonical = canonicalPaths.get(normalised.toLowerCase())
    if (canonical === undefined) return next()
    if (canonical !== route) return res.redirect(301, `${canonical}${query}`)

    const document = documents.get(route)
    if (document) return send(res, document, 200)
    if (spaFallback && clientOnly.has(route)) return send(res, spaFallback, 200)
    next()
  }

  return {
    pages: [
      // HTML is only ever served by pageHandler, with its own CSP.
      (req, res, next) => (req.path.endsWith('.html') ? next() : files(req, res, next)),
      pageHandler,
    ],
    notFound: (_req, res) => {
      if (notFoundDocument) send(res, notFoundDocument, 404)
      else {
        res.status(404).setHeader('Cache-Control', 'no-cache')
        res.type('html').send(minimalNotFound)
      }
    },
  }
}
