import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface FirstLoad {
  path: string
  files: string[]
  jsGzipBytes: number
  cssGzipBytes: number
}

/**
 * What a visitor's browser downloads before a prerendered page is interactive: the scripts and
 * module preloads named in its HTML (including the inline `import()` of the entry), and its
 * stylesheets. Measured from the build output, so the figure is deterministic.
 */
export function measureFirstLoad(clientDir: string, path: string): FirstLoad {
  const htmlFile = path === '/' ? 'index.html' : join(path.slice(1), 'index.html')
  const html = readFileSync(join(clientDir, htmlFile), 'utf8')
  const assets = new Set<string>()
  for (const pattern of [
    /<script[^>]+src="([^"]+)"/g,
    /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
    /<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g,
    /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g,
    /import\("([^"]+)"\)/g,
    /import "([^"]+)"/g,
  ]) {
    for (const match of html.matchAll(pattern)) if (match[1]?.startsWith('/')) assets.add(match[1])
  }
  let jsGzipBytes = 0
  let cssGzipBytes = 0
  for (const asset of assets) {
    const size = gzipSync(readFileSync(join(clientDir, asset)), { level: 9 }).length
    if (asset.endsWith('.css')) cssGzipBytes += size
    else jsGzipBytes += size
  }
  return { path, files: [...assets].sort(), jsGzipBytes, cssGzipBytes }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
