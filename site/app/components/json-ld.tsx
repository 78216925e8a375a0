import type { Graph, Thing, WithContext } from 'schema-dts'

/** A schema.org item with its `@context`, or a `@graph` of several. */
export type StructuredData = WithContext<Thing> | Graph

export interface JsonLdProps {
  /**
   * The data as jsonLdText wrote it: what a route's loader hands its page, since schema.org's
   * types are too deep for the type React Router gives loader data.
   */
  text: string
}

/**
 * Structured data as the text of its script element. `<` is escaped so no text in the data can
 * close the script element.
 */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * Structured data for search engines (docs/product.md#pages-and-routes), as
 * `<script type="application/ld+json">`. A data block is never run, so the page's strict script
 * policy does not apply to it.
 */
export function JsonLd({ text }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
}
