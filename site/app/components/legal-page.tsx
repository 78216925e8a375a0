import { formatUpdated, type LegalDocument } from '@app/core'
import { Container, PageHeader, PolicyDocument } from '@app/ui'

/** A legal document as its page shows it: the date it was last updated written out. */
export type LegalPageDocument = Omit<LegalDocument, 'updated'> & { updated: string }

/** What a legal page's loader hands the page: the document, its date already in words. */
export function legalPageData(document: LegalDocument): LegalPageDocument {
  return { ...document, updated: formatUpdated(document.updated) }
}

/** A legal or trust page: its title band, then the document with its list of sections. */
export function LegalPage({ document, eyebrow }: { document: LegalPageDocument; eyebrow: string }) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={document.title} lead={document.lead} />
      <Container className="py-16 sm:py-20 lg:py-24">
        <PolicyDocument
          sections={document.sections}
          footnote={`Last updated: ${document.updated}`}
        />
      </Container>
    </>
  )
}
