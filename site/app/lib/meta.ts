import { brand, type PageInfo } from '@app/core'

/** The document title of a page: the page first, the company after (the home page the reverse). */
export function documentTitle(page: Pick<PageInfo, 'path' | 'title'>): string {
  return page.path === '/' ? `${brand.name} | ${page.title}` : `${page.title} | ${brand.name}`
}

/** Title, description and social-card tags of a page (docs/product.md#pages-and-routes). */
export function pageMeta(page: PageInfo) {
  const title = documentTitle(page)
  return [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    ...(page.indexed ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}
