import type { Graph, Thing, WithContext } from 'schema-dts'

export interface JsonLdProps {
  /** A schema.org item with its `@context`, or a `@graph` of several. */
  data: WithContext<Thing> | Graph
}

/**
 * Structured data for search engines (docs/product.md#pages-and-routes), as `<script type="application/ld+json">`. `<` is
 * escaped so no text in the data can close the script element; a data block is never run, so
 * the page's strict script policy does not apply to it.
 */
export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
