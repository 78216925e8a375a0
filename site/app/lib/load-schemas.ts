import { lazyOnce } from '@app/ui'
import type * as SchemasModule from './schemas'

/** The answers' schemas and the forms' checks, once loaded (schemas.ts). */
export type Schemas = typeof SchemasModule

/**
 * The one way the site loads its zod: with a request's answer or a form's first check, never
 * with the page (docs/product.md#speed). A failed load is tried again next time.
 */
export const loadSchemas = lazyOnce(() => import('./schemas'))
