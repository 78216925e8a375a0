import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { NOT_FOUND_PATH, pageList, type PageInfo } from '@app/core'

export interface FirstLoadFile {
  /** The asset's URL path, e.g. `/assets/root-abc123.js`. */
  asset: string
  gzipBytes: number
}

export interface FirstLoad {
  path: string
  /** Every asset counted, sorted by URL path. */
  files: string[]
  /** The scripts counted, largest first. */
  scripts: FirstLoadFile[]
  jsGzipBytes: number
  cssGzipBytes: number
}

/** A script or stylesheet the HTML names: `<script src>`, module preloads, stylesheets. */
const htmlReferences = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
  /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="stylesheet"/g,
]

/** The body of every inline `<script type="module">` of the page. */
const inlineModules = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g

/**
 * Module specifiers in an inline script of the page: static imports (`import "x"`,
 * `import * as r from "x"`) and the `import("x")` that starts hydration — inline, both run as the
 * page loads.
 */
const inlineImports = [
  /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"']+)\1/g,
  /\bimport\(\s*(["'`])([^"'`]+)\1\s*\)/g,
]

/**
 * The static imports of a built chunk, as the minifier writes them: `import{a as b}from"./x.js"`,
 * `import"./x.js"`, `export*from"./x.js"`. A dynamic `import("./x.js")` has a parenthesis before
 * the quote and is left out: that code loads on demand, not with the page.
 */
const chunkImports =
  /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'`])(\.{1,2}\/[^"'`]+?\.js)\1/g

/** Where React Router writes the prerendered page of a path: '/about' → about/index.html. */
function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html')
}

/**
 * What a visitor's browser downloads before a prerendered page is interactive, measured from the
 * build output so the figure is deterministic: the scripts the HTML names (script src, module
 * preloads, the inline module script's imports including the `import()` of the entry), every
 * chunk those import statically, followed through the chunks, and the stylesheets. Dynamic
 * `import()` inside a chunk is code loaded on demand (a lazy dialog, the PDF maker) and does not
 * count. Sizes are gzip level 9, per file.
 */
export function measureFirstLoad(clientDir: string, path: string): FirstLoad {
  const html = readFileSync(join(clientDir, htmlFileOf(path)), 'utf8')
  const assets = new Set<string>()
  const pending: string[] = []
  const add = (asset: string) => {
    const clean = asset.split(/[?#]/, 1)[0] ?? asset
    if (!clean.startsWith('/') || clean.startsWith('//') || assets.has(clean)) return
    assets.add(clean)
    if (clean.endsWith('.js')) pending.push(clean)
  }

  for (const pattern of htmlReferences) {
    for (const match of html.matchAll(pattern)) if (match[1]) add(match[1])
  }
  for (const script of html.matchAll(inlineModules)) {
    for (const pattern of inlineImports) {
      for (const match of (script[1] ?? '').matchAll(pattern)) if (match[2]) add(match[2])
    }
  }

  for (let asset = pending.pop(); asset !== undefined; asset = pending.pop()) {
    const code = readFileSync(join(clientDir, asset), 'utf8')
    for (const match of code.matchAll(chunkImports)) {
      if (match[2]) add(posix.join(posix.dirname(asset), match[2]))
    }
  }

  const scripts: FirstLoadFile[] = []
  let jsGzipBytes = 0
  let cssGzipBytes = 0
  for (const asset of assets) {
    const gzipBytes = gzipSync(readFileSync(join(clientDir, asset)), { level: 9 }).length
    if (asset.endsWith('.css')) {
      cssGzipBytes += gzipBytes
    } else {
      jsGzipBytes += gzipBytes
      scripts.push({ asset, gzipBytes })
    }
  }
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { path, files: [...assets].sort(), scripts, jsGzipBytes, cssGzipBytes }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * The first-load JS budget of a page, in KiB of gzip -9 (docs/product.md#speed): 128 on every
 * public page, 140 on the home page (it carries the carousel and a form) and on the private pages
 * (the forms, payment, the learners' area).
 */
export function firstLoadBudgetKiB(page: Pick<PageInfo, 'path' | 'indexed'>): number {
  return page.path === '/' || !page.indexed ? 140 : 128
}

/** Every prerendered page of the route registry and the not-found page, with its budget. */
export function prerenderedPages(): { path: string; budgetKiB: number }[] {
  return [
    ...pageList.filter((page) => page.prerender),
    { path: NOT_FOUND_PATH, indexed: true },
  ].map((page) => ({ path: page.path, budgetKiB: firstLoadBudgetKiB(page) }))
}
