/**
 * The built site as the server sends it (docs/product.md#loading-speed): reading the build
 * (build.ts), content codings (coding.ts) and the handlers of pages and files (pages.ts).
 */
export {
  inlineScriptHashes,
  loadSite,
  type Site,
  type SiteDocument,
  SiteNotBuiltError,
  SPA_FALLBACK_FILE,
} from './build'
export { chooseEncoding, type ContentCoding, contentCodings } from './coding'
export { absoluteShareImages, staticSite } from './pages'
