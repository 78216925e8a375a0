/**
 * After a deployment, a page opened before it may ask for a script chunk that no longer
 * exists. React Router already reloads the document when a route module fails to load (see
 * tests/e2e/stale-chunk.test.ts); this covers the other lazy imports, e.g. a library a page
 * loads on demand, whose failure reaches the error boundary. Reloading fetches the new build;
 * doing it only once per page avoids a reload loop when the failure has another cause (docs/product.md#pages-and-routes).
 */
const KEY = 'stale-chunk-reload'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|Loading chunk|preload CSS|error loading dynamically/i.test(
    message,
  )
}

/** Reloads the page once for a stale chunk; returns false when it already tried. */
export function reloadOnceForStaleChunk(): boolean {
  const path = window.location.pathname
  if (sessionStorage.getItem(KEY) === path) return false
  sessionStorage.setItem(KEY, path)
  window.location.reload()
  return true
}

/** Called once a page has rendered: a later stale chunk on this page may reload again. */
export function clearStaleChunkMark(): void {
  sessionStorage.removeItem(KEY)
}
