import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { apiPaths, pageList, type PageInfo } from '@app/core'
import { createApp } from '@app/server/src/app'
import { loadConfig } from '@app/server/src/config'
import {
  absoluteShareImages,
  chooseEncoding,
  inlineScriptHashes,
  SiteNotBuiltError,
} from '@app/server/src/http/static-site'
import { silentLogger } from '@app/server/src/logger'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'
import { createTestDatabase, type TestDatabase } from '../support/database'
import {
  createTestSite,
  expectedHash,
  fixtureAsset,
  fixtureRouteData,
  fixtureScripts,
  type TestSite,
} from '../support/site'

/** The directives of a Content-Security-Policy header, by name. */
function parseCsp(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  )
}

const clientOnlyPage: PageInfo = {
  path: '/learners',
  title: 'Learners',
  description: 'Signed-in learners only.',
  indexed: false,
  prerender: false,
}

/** A GET sent as written, path and headers untouched (fetch would normalise them). */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: hostname, port, path, method: 'GET', headers, setHost: !('Host' in headers) },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** A request sent as written, with the body as it came over the wire (not decompressed). */
function rawRequest(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: hostname, port, path, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** What a browser sends: Chromium lists gzip first, but brotli is still the better choice. */
const browserEncodings = 'gzip, deflate, br, zstd'

describe('the built site over HTTP', () => {
  let site: TestSite
  let database: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    site = await createTestSite()
    database = await createTestDatabase('pglite')
    app = await startTestApp({ database, siteDir: site.dir, pages: [...pageList, clientOnlyPage] })
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
    await site?.remove()
  })

  const get = (path: string, init?: RequestInit) =>
    fetch(`${app.url}${path}`, { redirect: 'manual', ...init })

  it('serves each prerendered page as HTML that browsers revalidate', async () => {
    for (const [path, heading] of [
      ['/', 'Welcome home'],
      ['/contact', 'Contact us'],
    ] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain(`<h1>${heading}</h1>`)
    }
  })

  it("allows exactly each page's own inline scripts in its CSP, by SHA-256 hash", async () => {
    const home = parseCsp((await get('/')).headers.get('content-security-policy'))
    expect(home.get('script-src')).toEqual([
      "'self'",
      expectedHash(fixtureScripts.home),
      expectedHash(fixtureScripts.multiline),
    ])
    const contact = parseCsp((await get('/contact')).headers.get('content-security-policy'))
    expect(contact.get('script-src')).toEqual(["'self'", expectedHash(fixtureScripts.contact)])
    expect([...home.values()].flat()).not.toContain("'unsafe-inline'")
    expect([...home.values()].flat()).not.toContain("'unsafe-eval'")
  })

  it('sends a CSP that allows only what the pages use, and the other security headers', async () => {
    const response = await get('/contact')
    const csp = parseCsp(response.headers.get('content-security-policy'))
    expect(Object.fromEntries([...csp].filter(([name]) => name !== 'script-src'))).toEqual({
      'default-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ['https://www.google.com'],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('x-powered-by')).toBeNull()
    // Plain http (PUBLIC_URL not https): no HSTS, no upgrade of requests.
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
  })

  it('sends the security headers on API answers too', async () => {
    const response = await get('/livez')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('caches hashed assets for a year as immutable, compressed', async () => {
    const response = await get('/assets/entry-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe(fixtureAsset)
  })

  it('serves other files revalidated, and answers a repeat request with 304', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const page = await get('/contact')
    const etag = page.headers.get('etag')
    // A strong or weak validator in quotes (RFC 9110).
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    // As a browser revalidates (fetch() would add "no-cache" to a bare If-None-Match).
    const again = await get('/contact', {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
  })

  it('sends the pages without module preloads, keeping the inline module script that starts hydration', async () => {
    const html = await (await get('/')).text()
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(`<script type="module">${fixtureScripts.home}</script>`)
  })

  it('sends hashed assets precompressed: brotli when the browser accepts it, else gzip, else as they are', async () => {
    const asset = '/assets/entry-abc123.js'
    const br = await rawRequest(app.url, asset, {
      headers: { 'accept-encoding': browserEncodings },
    })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/\bAccept-Encoding\b/i)
    expect(br.headers['content-type']).toMatch(/^text\/javascript/)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(fixtureAsset.length / 10)
    expect(brotliDecompressSync(br.body).toString()).toBe(fixtureAsset)

    const gzip = await rawRequest(app.url, asset, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length)
    expect(gunzipSync(gzip.body).toString()).toBe(fixtureAsset)

    // A higher weight wins over the server's own preference; q=0 refuses a coding.
    const weighted = await rawRequest(app.url, asset, {
      headers: { 'accept-encoding': 'br;q=0.5, gzip;q=1' },
    })
    expect(weighted.headers['content-encoding']).toBe('gzip')
    const refused = await rawRequest(app.url, asset, {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body.toString()).toBe(fixtureAsset)

    const identity = await rawRequest(app.url, asset)
    expect(identity.status).toBe(200)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.headers.vary).toMatch(/\bAccept-Encoding\b/i)
    expect(Number(identity.headers['content-length'])).toBe(fixtureAsset.length)
    expect(identity.body.toString()).toBe(fixtureAsset)
  })

  it("sends a page's content for client navigation (/contact.data) compressed, typed and revalidated", async () => {
    const compressed = await rawRequest(app.url, '/contact.data', {
      headers: { 'accept-encoding': browserEncodings },
    })
    expect(compressed.status).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-type']).toBe('text/x-script; charset=utf-8')
    expect(compressed.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(compressed.body).toString()).toBe(fixtureRouteData)

    const identity = await rawRequest(app.url, '/contact.data')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.headers['content-type']).toBe('text/x-script; charset=utf-8')
    expect(identity.body.toString()).toBe(fixtureRouteData)

    // A page that has no such file is not found, not a page.
    const missing = await rawRequest(app.url, '/about.data')
    expect(missing.status).toBe(404)
  })

  it('answers HEAD, a repeat request and a range request for a precompressed asset sensibly', async () => {
    const asset = '/assets/entry-abc123.js'
    const headers = { 'accept-encoding': browserEncodings }
    const full = await rawRequest(app.url, asset, { headers })
    const head = await rawRequest(app.url, asset, { method: 'HEAD', headers })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(full.headers['content-length'])

    // Each coding is its own representation, with its own ETag.
    const gzip = await rawRequest(app.url, asset, { headers: { 'accept-encoding': 'gzip' } })
    expect(full.headers.etag).toMatch(/^(W\/)?"[^"]+"$/)
    expect(gzip.headers.etag).toMatch(/^(W\/)?"[^"]+"$/)
    expect(gzip.headers.etag).not.toBe(full.headers.etag)
    const again = await rawRequest(app.url, asset, {
      headers: { ...headers, 'if-none-match': String(full.headers.etag) },
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)

    // A byte range of compressed bytes helps nobody: the whole file, once.
    const range = await rawRequest(app.url, asset, { headers: { ...headers, range: 'bytes=0-9' } })
    expect(range.status).toBe(200)
    expect(brotliDecompressSync(range.body).toString()).toBe(fixtureAsset)
  })

  it('never serves the compressed copies under their own names', async () => {
    for (const copy of ['/assets/entry-abc123.js.br', '/assets/entry-abc123.js.gz']) {
      const response = await get(copy)
      expect(response.status, copy).toBe(404)
      expect(await response.text()).toContain('<h1>Page not found</h1>')
    }
  })

  it('sends hashed assets only the headers that apply to them; pages keep CSP and Permissions-Policy', async () => {
    for (const encoding of [browserEncodings, 'identity']) {
      const asset = await get('/assets/entry-abc123.js', {
        headers: { 'accept-encoding': encoding },
      })
      expect(asset.status).toBe(200)
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
      expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      for (const pageOnly of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]) {
        expect(asset.headers.get(pageOnly), `${pageOnly} (${encoding})`).toBeNull()
      }
    }
    const page = await get('/contact')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()')
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    // A missing asset is the not-found page, a document with every header.
    const missing = await get('/assets/missing-123.js')
    expect(missing.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=()',
    )
  })

  it('sends the pages compressed as well, brotli first, each coding with its own ETag', async () => {
    const br = await rawRequest(app.url, '/contact', {
      headers: { 'accept-encoding': browserEncodings },
    })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/\bAccept-Encoding\b/i)
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(br.headers['content-security-policy']).toContain(expectedHash(fixtureScripts.contact))
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).toString()).toContain('<h1>Contact us</h1>')

    const gzip = await rawRequest(app.url, '/contact', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toContain('<h1>Contact us</h1>')
    expect(gzip.headers.etag).not.toBe(br.headers.etag)

    const identity = await rawRequest(app.url, '/contact')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toContain('<h1>Contact us</h1>')

    const again = await rawRequest(app.url, '/contact', {
      headers: { 'accept-encoding': browserEncodings, 'if-none-match': String(br.headers.etag) },
    })
    expect(again.status).toBe(304)

    const notFound = await rawRequest(app.url, '/no-such-page', {
      headers: { 'accept-encoding': browserEncodings },
    })
    expect(notFound.status).toBe(404)
    expect(brotliDecompressSync(notFound.body).toString()).toContain('<h1>Page not found</h1>')
  })

  it('answers unknown paths with HTTP 404 and the prerendered not-found page', async () => {
    for (const path of [
      '/no-such-page',
      '/404',
      '/assets/missing-123.js',
      '/__spa-fallback.html',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toContain('<h1>Page not found</h1>')
      const csp = parseCsp(response.headers.get('content-security-policy'))
      expect(csp.get('script-src')).toContain(expectedHash(fixtureScripts.notFound))
    }
    const head = await get('/no-such-page', { method: 'HEAD' })
    expect(head.status).toBe(404)
  })

  it('serves client-only pages (prerender: false) from the SPA fallback', async () => {
    const response = await get('/learners')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<p>Loading…</p>')
    const csp = parseCsp(response.headers.get('content-security-policy'))
    expect(csp.get('script-src')).toEqual(["'self'", expectedHash(fixtureScripts.spaFallback)])
  })

  it('redirects trailing slashes, index.html and other casings to the one canonical path', async () => {
    for (const [from, to] of [
      ['/contact/', '/contact'],
      ['/contact/index.html', '/contact'],
      ['/index.html', '/'],
      ['/Contact', '/contact'],
      ['/CONTACT/?ref=mail', '/contact?ref=mail'],
      ['/Learners', '/learners'],
    ] as const) {
      const response = await get(from)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it('never redirects off-site: a path that is no page is the not-found page, without a Location', async () => {
    for (const path of [
      '/\\evil.example/',
      '//evil.example/',
      '/%5Cevil.example/',
      '/\\evil.example',
    ]) {
      // fetch would normalise the path; a raw request sends it as an attacker would.
      const response = await rawGet(app.url, path)
      expect(response.status, path).toBe(404)
      expect(response.headers.location, path).toBeUndefined()
    }
  })
})

describe('https deployments (PUBLIC_URL=https://…) behind a TLS-terminating proxy', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({
      env: { PUBLIC_URL: 'https://www.example.co.uk', TRUST_PROXY: 'loopback' },
    })
  })

  afterAll(async () => {
    await app?.close()
  })

  const overHttps = { 'x-forwarded-proto': 'https' }

  it('turn on HSTS and upgrade-insecure-requests over https', async () => {
    const response = await fetch(`${app.url}/`, { headers: overHttps })
    expect(response.status).toBe(200)
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(response.headers.get('content-security-policy')).toMatch(/; upgrade-insecure-requests$/)
  })

  it('send a request that came over plain http to the same path on the https origin, without HSTS', async () => {
    for (const proto of [{ 'x-forwarded-proto': 'http' }, {}] as Record<string, string>[]) {
      const response = await fetch(`${app.url}/contact?ref=mail`, {
        headers: proto,
        redirect: 'manual',
      })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('https://www.example.co.uk/contact?ref=mail')
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
    const post = await app.post(apiPaths.contactSend, validEnquiry(), { redirect: 'manual' })
    expect(post.status).toBe(308)
    expect(post.headers.get('location')).toBe(`https://www.example.co.uk${apiPaths.contactSend}`)
    // The Host header never makes the Location.
    const spoofed = await rawGet(app.url, '/about', { Host: 'evil.example' })
    expect(spoofed.headers.location).toBe('https://www.example.co.uk/about')
  })

  it('leave the health probes alone over http', async () => {
    expect((await fetch(`${app.url}/livez`, { redirect: 'manual' })).status).toBe(200)
    expect((await fetch(`${app.url}/readyz`, { redirect: 'manual' })).status).toBe(200)
  })
})

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as browsers do, and skips external scripts and JSON data', () => {
    const html = [
      `<script>${fixtureScripts.home}</script>`,
      `<script type="module" async>${fixtureScripts.multiline}</script>`,
      '<script src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Course"}</script>',
      `<SCRIPT>${fixtureScripts.home}</SCRIPT>`,
    ].join('\n')
    expect(inlineScriptHashes(html).map((hash) => `'${hash}'`)).toEqual([
      expectedHash(fixtureScripts.home),
      expectedHash(fixtureScripts.multiline),
    ])
  })
})

describe('chooseEncoding', () => {
  it('picks the coding the client weighs highest, brotli on a tie, identity when none is acceptable', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding('deflate')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
    expect(chooseEncoding('BR')).toBe('br')
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined()
  })
})

describe('absoluteShareImages', () => {
  it('puts the public origin in front of the share image, as Open Graph requires', () => {
    const html = Buffer.from(
      '<meta property="og:image" content="/og-image.png"/><meta name="twitter:image" content="/x.png"/>' +
        '<meta property="og:title" content="/not-an-image"/><meta property="og:image" content="https://cdn.example/a.png"/>',
    )
    expect(absoluteShareImages(html, 'https://www.example.co.uk').toString()).toBe(
      '<meta property="og:image" content="https://www.example.co.uk/og-image.png"/><meta name="twitter:image" content="https://www.example.co.uk/x.png"/>' +
        '<meta property="og:title" content="/not-an-image"/><meta property="og:image" content="https://cdn.example/a.png"/>',
    )
  })
})

describe('a site that is not built', () => {
  it('stops createApp with a message that says what to run', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'server-test-empty-site-'))
    const database = await createTestDatabase('pglite')
    try {
      const build = () =>
        createApp({
          config: loadConfig({ NODE_ENV: 'test' }),
          db: database.db,
          siteDir: empty,
          mail: { wake() {} },
          logger: silentLogger,
        })
      expect(build).toThrow(SiteNotBuiltError)
      expect(build).toThrow(`${path.join(empty, 'index.html')} does not exist. Run "npm run build"`)
    } finally {
      await database.close()
      await rm(empty, { recursive: true })
    }
  })
})
