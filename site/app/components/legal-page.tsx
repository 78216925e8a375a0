import { formatUpdated, type LegalDocument } from '@app/core'
import { Container, PageHeader, PolicyDocument } from '@app/ui'

/** A legal or trust page: its title band, then the document with its list of sections. */
export function LegalPage({ document, eyebrow }: { document: LegalDocument; eyebrow: string }) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={document.title} lead={document.lead} />
      <Container className="py-16 sm:py-20 lg:py-24">
        <PolicyDocument
          sections={document.sections}
          footnote={`Last updated: ${formatUpdated(document.updated)}`}
        />
      </Container>
    </>
  )
}
