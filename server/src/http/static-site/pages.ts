import { NOT_FOUND_PATH, type PageInfo } from '@app/core'
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express'
import path from 'node:path'
import { contentSecurityPolicy } from '../security'
import type { Site, SiteDocument } from './build'
import { chooseEncoding, codingSuffix, compressPage } from './coding'

/**
 * The type of the files React Router prerenders beside each page whose content comes from its
 * loader (`/about.data`): what the browser fetches for that content on client navigation, in
 * the type React Router's own server sends it with. Other files: by their extension.
 */
const routeDataType = 'text/x-script; charset=utf-8'
const isRouteData = (urlPath: string) => urlPath.endsWith('.data')

/**
 * Headers the security middleware puts on every response that only mean something on a page
 * (a document): a hashed script, stylesheet or font does without them. Kept on assets:
 * X-Content-Type-Options, Cross-Origin-Resource-Policy, Cache-Control (and HSTS over https).
 */
const pageOnlyHeaders = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Referrer-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
]

function withoutPageHeaders(res: Response): void {
  for (const header of pageOnlyHeaders) res.removeHeader(header)
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
 * - files under `/assets/` (content-hashed names) cached for a year as immutable, with only the
 *   headers that apply to them; other files revalidated;
 * - every answer in brotli or gzip when the browser accepts it: the build's copies of static
 *   files, and pages compressed here once (docs/product.md#loading-speed);
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

  // Each page compressed once, started now so it is ready by the time visitors ask; one page
  // after another, so starting up takes one thread of the pool, not all of them. A request for a
  // page that is not compressed yet (the first second after start) waits for it.
  const encodedPages = new Map<ReturnType<typeof withCsp>, ReturnType<typeof compressPage>>()
  let compressing: Promise<unknown> = Promise.resolve()
  for (const document of [...documents.values(), notFoundDocument, spaFallback]) {
    if (!document) continue
    const encoded = compressing.then(() => compressPage(document.html))
    encodedPages.set(document, encoded)
    compressing = encoded
  }

  /** A page in the best coding the browser accepts; each coding has its own ETag and length. */
  const sendEncoded = async (
    res: Response,
    document: ReturnType<typeof withCsp>,
    status: number,
  ) => {
    const coding = chooseEncoding(res.req.headers['accept-encoding'])
    const encoded = coding && (await encodedPages.get(document))?.[coding]
    res.vary('Accept-Encoding')
    if (!encoded) return send(res, document, status)
    // With Content-Encoding set, the compression middleware leaves the body alone.
    res.setHeader('Content-Encoding', coding)
    send(res, { ...document, html: encoded }, status)
  }

  const assetsDir = path.join(site.dir, 'assets') + path.sep
  // Asset names carry a content hash: a changed file is a new URL.
  const cacheControlFor = (urlPath: string) =>
    urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
  const files = express.static(site.dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, file) => {
      if (isRouteData(file)) res.setHeader('Content-Type', routeDataType)
      const asset = file.startsWith(assetsDir)
      res.setHeader('Cache-Control', cacheControlFor(asset ? '/assets/' : '/'))
      if (asset) withoutPageHeaders(res)
    },
  })

  /**
   * A static file the build also wrote compressed (docs/product.md#loading-speed): the copy in
   * the best coding the browser accepts, with the original's type; identity otherwise. The
   * copies are never served under their own names.
   */
  const sendPrecompressed = (req: Request, res: Response, next: NextFunction): boolean => {
    const available = site.precompressed.get(req.path)
    if (!available || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    res.vary('Accept-Encoding')
    const coding = chooseEncoding(req.headers['accept-encoding'], available)
    if (!coding) return false
    res.setHeader('Content-Encoding', coding)
    if (isRouteData(req.path)) res.setHeader('Content-Type', routeDataType)
    else res.type(path.extname(req.path))
    if (req.path.startsWith('/assets/')) withoutPageHeaders(res)
    res.sendFile(
      path.join(site.dir, `${req.path}${codingSuffix[coding]}`),
      {
        cacheControl: false,
        // A byte range of the compressed copy is of no use to anyone: always the whole file.
        acceptRanges: false,
        headers: { 'Cache-Control': cacheControlFor(req.path) },
      },
      (error) => {
        // The copy went missing after start: the original, as if there had been no copy.
        if (!error || res.headersSent) return
        res.removeHeader('Content-Encoding')
        files(req, res, next)
      },
    )
    return true
  }

  const staticFiles: RequestHandler = (req, res, next) => {
    // HTML is only ever served by pageHandler, with its own CSP.
    if (req.path.endsWith('.html')) return next()
    const original = req.path.replace(/\.(?:br|gz)$/, '')
    if (original !== req.path && site.precompressed.has(original)) return next()
    if (sendPrecompressed(req, res, next)) return
    files(req, res, next)
  }

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
    if (document) return sendEncoded(res, document, 200)
    if (spaFallback && clientOnly.has(route)) return sendEncoded(res, spaFallback, 200)
    next()
  }

  return {
    pages: [staticFiles, pageHandler],
    notFound: async (_req, res) => {
      if (notFoundDocument) await sendEncoded(res, notFoundDocument, 404)
      else {
        res.status(404).setHeader('Cache-Control', 'no-cache')
        res.type('html').send(minimalNotFound)
      }
    },
  }
}
