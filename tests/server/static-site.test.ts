import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { apiPaths, pageList, type PageInfo } from '@app/core'
import { createApp } from '@app/server/src/app'
import { loadConfig } from '@app/server/src/config'
import {
  absoluteShareImages,
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
    expect(etag).toBeTruthy()
    // As a browser revalidates (fetch() would add "no-cache" to a bare If-None-Match).
    const again = await get('/contact', {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
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
