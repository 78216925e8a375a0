import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postBuild } from '../../site/scripts/post-build'

/** Inline scripts of the fixture pages, like the ones React Router writes into each page. */
export const fixtureScripts = {
  home: 'window.__reactRouterContext = {"basename":"/","isSpaMode":true,"page":"home"};',
  contact: 'window.__reactRouterContext = {"basename":"/","isSpaMode":true,"page":"contact"};',
  notFound: 'window.__reactRouterContext = {"basename":"/","page":"not-found"};',
  spaFallback: 'window.__reactRouterContext = {"basename":"/","page":"spa"};',
  /** Written with CRLF line endings: browsers hash it with LF. */
  multiline: 'import "/assets/entry-abc123.js";\r\nwindow.__reactRouterRouteModules = {};',
} as const

/** The CSP source a browser would accept for an inline script with this text. */
export function expectedHash(script: string): string {
  const normalised = script.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`
}

const page = (title: string, body: string, scripts: string[]) => `<!DOCTYPE html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/assets/root-abc123.css">
<link rel="modulepreload" href="/assets/entry-abc123.js"/>
<script type="module" src="/assets/entry-abc123.js"></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head>
<body>${body}
${scripts.map((script) => `<script type="module">${script}</script>`).join('\n')}
</body>
</html>
`

/** A big enough script for compression to kick in. */
export const fixtureAsset = `console.log(${JSON.stringify('x'.repeat(4_000))});\n`

/** A page's content as React Router prerenders it for client navigation (turbo-stream). */
export const fixtureRouteData = `[{"_1":2},"loaderData",{"routes/contact":${JSON.stringify({ lead: 'x'.repeat(2_000) })}}]`

/** The staff pages' application, as its build writes it: one page and its script, no inline script. */
export const fixtureStaffPage = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Staff area</title>
<script type="module" src="/staff/assets/staff-abc123.js"></script></head>
<body><div id="staff"></div></body></html>
`

export interface TestSite {
  dir: string
  remove(): Promise<void>
}

/** Where React Router writes the prerendered page of a path: '/about' → about/index.html. */
export function prerenderedFile(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}/index.html`
}

/**
 * A small built site in a temporary folder, shaped like site/build/client: prerendered
 * index.html files, the not-found page at 404/index.html, the SPA fallback, hashed assets,
 * after the site's own post-build step (no module preloads; .br and .gz copies).
 * `pagePaths` adds a prerendered page (headed with its path) for each path.
 */
export async function createTestSite(
  options: { pagePaths?: readonly string[] } = {},
): Promise<TestSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'server-test-site-'))
  // Like site/build: the public site in client/, the staff pages' application beside it.
  const dir = path.join(root, 'client')
  const files: Record<string, string> = {
    ...Object.fromEntries(
      (options.pagePaths ?? []).map((pagePath) => [
        prerenderedFile(pagePath),
        page(pagePath, `<h1>Page ${pagePath}</h1>`, []),
      ]),
    ),
    'index.html': page('Home', '<h1>Welcome home</h1>', [
      fixtureScripts.home,
      fixtureScripts.multiline,
    ]),
    'contact/index.html': page('Contact us', '<h1>Contact us</h1>', [fixtureScripts.contact]),
    '404/index.html': page('Page not found', '<h1>Page not found</h1>', [fixtureScripts.notFound]),
    '__spa-fallback.html': page('Loading', '<p>Loading…</p>', [fixtureScripts.spaFallback]),
    'contact.data': fixtureRouteData,
    'assets/entry-abc123.js': fixtureAsset,
    'assets/root-abc123.css': 'body{margin:0}\n',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), content)
  }
  await postBuild(dir)
  await mkdir(path.join(root, 'staff', 'assets'), { recursive: true })
  await writeFile(path.join(root, 'staff', 'index.html'), fixtureStaffPage)
  await writeFile(path.join(root, 'staff', 'assets', 'staff-abc123.js'), fixtureAsset)
  return { dir, remove: () => rm(root, { recursive: true, force: true }) }
}
