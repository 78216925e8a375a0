import type { Graph, Thing, WithContext } from 'schema-dts'

/** A schema.org item with its `@context`, or a `@graph` of several. */
export type StructuredData = WithContext<Thing> | Graph

/**
 * Structured data as the text of its script element: `<` is escaped so no text in the data can
 * close the element. A loader may send this text, so the page's code need not build the data.
 */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export type JsonLdProps = { data: StructuredData } | { text: string }

/**
 * Structured data for search engines (docs/product.md#pages-and-routes), as `<script type="application/ld+json">`,
 * from the data or from its text (jsonLdText); a data block is never run, so the page's strict
 * script policy does not apply to it.
 */
export function JsonLd(props: JsonLdProps) {
  const json = 'text' in props ? props.text : jsonLdText(props.data)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
