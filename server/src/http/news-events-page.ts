import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pages as sitePages } from '@app/core'
import { type RequestHandler, Router } from 'express'
import type { PublishedContent } from '../events/published'
import type { Logger } from '../logger'
import { notModified } from './discovery'
import { contentSecurityPolicy } from './security'
import { absoluteShareImages, inlineScriptHashes } from './static-site'

/**
 * /news-events rendered by React Router's own server rendering from what is published now
 * (docs/events.md), beside the prerendered pages. The page, and the `.data` file a client
 * navigation fetches, are rendered once per version of the published content and kept until
 * it changes; the ETag is that version, so a browser revalidates with a 304. Without the
 * server-rendering build (build/render) the prerendered page is served as before.
 */

/** React Router's server build, as site/app/entry.server.tsx exports it. */
interface RenderBuild {
  entry: {
    module: {
      createRequestHandler: (
        build: unknown,
        mode?: string,
      ) => (request: Request, context?: unknown) => Promise<Response>
    }
  }
}

/** As the build does for prerendered pages: the page loads its scripts itself. */
const modulePreloadLink = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi

interface Rendered {
  etag: string
  body: Buffer
  type: string
  csp?: string
}

export function newsEventsPage(deps: {
  /** site/build/render: the server-rendering build. */
  renderDir: string
  published: PublishedContent
  publicUrl: string
  https: boolean
  logger: Logger
}): Router {
  const router = Router({ caseSensitive: true, strict: true })
  const serverFile = path.join(deps.renderDir, 'server', 'index.js')
  if (!existsSync(serverFile)) return router
  let handler: Promise<(request: Request, context?: unknown) => Promise<Response>> | undefined
  const load = () => {
    handler ??= import(pathToFileURL(serverFile).href).then((build: RenderBuild) =>
      build.entry.module.createRequestHandler(build, 'production'),
    )
    return handler
  }
  const cache = new Map<string, Rendered>()

  async function render(url: string, etag: string, content: unknown): Promise<Rendered> {
    const key = `${url} ${etag}`
    const kept = cache.get(key)
    if (kept) return kept
    const handle = await load()
    const response = await handle(new Request(new URL(url, 'http://localhost')), {
      newsEvents: content,
    })
    if (response.status !== 200) {
      throw new Error(`Rendering ${url} answered ${response.status}`)
    }
    const type = response.headers.get('content-type') ?? 'text/html'
    let body: Buffer = Buffer.from(await response.arrayBuffer())
    let csp: string | undefined
    if (type.startsWith('text/html')) {
      const html = body.toString('utf8').replace(modulePreloadLink, '')
      body = absoluteShareImages(Buffer.from(html, 'utf8'), deps.publicUrl)
      csp = contentSecurityPolicy({ https: deps.https, scriptHashes: inlineScriptHashes(html) })
    }
    const rendered = { etag, body, type, csp }
    // Only the current version of each is kept.
    for (const old of cache.keys()) if (old.startsWith(`${url} `)) cache.delete(old)
    cache.set(key, rendered)
    return rendered
  }

  const serve =
    (url: string): RequestHandler =>
    async (req, res, next) => {
      let rendered: Rendered
      try {
        const read = await deps.published.read()
        rendered = await render(
          url +
            (req.originalUrl.includes('?')
              ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
              : ''),
          read.etag,
          read.content,
        )
      } catch (error) {
        // The prerendered page rather than no page.
        deps.logger.error('News & Events could not be rendered', {
          error: error instanceof Error ? error.message : String(error),
        })
        next()
        return
      }
      res.setHeader('Cache-Control', 'no-cache')
      if (rendered.csp) res.setHeader('Content-Security-Policy', rendered.csp)
      res.type(rendered.type)
      if (notModified(req, res, rendered.etag)) return
      res.send(rendered.body)
    }

  const pagePath = sitePages.newsEvents.path
  router.get(pagePath, serve(pagePath))
  router.get(`${pagePath}.data`, serve(`${pagePath}.data`))
  return router
}
