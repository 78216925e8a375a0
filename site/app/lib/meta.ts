import { brand, shareImage, type PageInfo } from '@app/core'

/** The document title of a page: the page first, the company after (the home page the reverse). */
export function documentTitle(page: Pick<PageInfo, 'path' | 'title'>): string {
  return page.path === '/' ? `${brand.name} | ${page.title}` : `${page.title} | ${brand.name}`
}

/**
 * Title, description and social-card tags of a page (docs/product.md#pages-and-routes). The
 * share image is a path here: the build does not know the public origin, so the server makes it
 * absolute when it serves the page, as Open Graph requires.
 */
export function pageMeta(page: PageInfo) {
  const title = documentTitle(page)
  return [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:image', content: shareImage.path },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.indexed ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

/**
 * The meta function of a route whose loader returns `pageData(key)` (lib/page-data.ts): the
 * page's tags from its loader data; none while there is none (a failed load shows the error
 * screen, which sets its own title).
 */
export function metaFromPageData({ loaderData }: { loaderData?: { page: PageInfo } }) {
  return loaderData ? pageMeta(loaderData.page) : []
}
