import { describedPage, type PageInfo, type PageKey } from '@app/core'

/**
 * What a page's meta tags are made of, for its route's loader to return: read when the page is
 * prerendered, so the description reaches the browser inside the page (and its `.data` file)
 * rather than in the JavaScript every page loads (docs/product.md#speed). Route modules pair it
 * with `metaFromPageData` (lib/meta.ts).
 */
export function pageData(key: PageKey): { page: PageInfo } {
  const { path, title, description, indexed, prerender } = describedPage(key)
  return { page: { path, title, description, indexed, prerender } }
}
