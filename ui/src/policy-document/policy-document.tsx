import type { LegalSection } from '@app/core'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export type PolicyDocumentProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The sections, each with an anchor, a heading and paragraphs or lists. Text may carry `[label](href)` links. */
  sections: readonly LegalSection[]
  /** The line under the last section, e.g. "Last updated: 24 November 2026". @default none */
  footnote?: string
  /** The heading of the list of sections. @default 'On this page' */
  contentsLabel?: string
}

const linkClasses =
  'rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Text with `[label](href)` links turned into links. */
function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    const [whole, label = '', href = ''] = match
    parts.push(text.slice(last, match.index))
    parts.push(
      <Link key={match.index} href={href} className={linkClasses}>
        {label}
      </Link>,
    )
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}

/**
 * A long document in sections — a privacy notice, terms, a statement — with a list of its
 * sections to jump to. The list sits beside the text on wide screens and above it on phones.
 */
export function PolicyDocument({
  sections,
  footnote,
  contentsLabel = 'On this page',
  className,
  ...props
}: PolicyDocumentProps) {
  return (
    <div
      className={cn('grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16', className)}
      {...props}
    >
      <nav aria-label={contentsLabel} className="lg:sticky lg:top-8 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wider text-slate-500 uppercase">
          {contentsLabel}
        </h2>
        <ol className="mt-3 space-y-1 border-l border-slate-200">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        {sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
          >
            <h2
              id={section.id}
              className="scroll-mt-24 text-2xl font-bold tracking-tight text-brand-950"
            >
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {section.blocks.map((block, index) =>
                typeof block === 'string' ? (
                  <p key={index}>
                    <RichText text={block} />
                  </p>
                ) : (
                  <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-400">
                    {block.list.map((item) => (
                      <li key={item}>
                        <RichText text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}
        {footnote ? <p className="mt-4 text-sm text-slate-500">{footnote}</p> : null}
      </div>
    </div>
  )
}
