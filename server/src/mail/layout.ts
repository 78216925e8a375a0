import { brand, headOfficeLines } from '@app/core'
import { escapeHtml } from './html'

/**
 * The one layout of every e-mail the site sends (docs/product.md#storage-and-mail): a heading,
 * then blocks of paragraphs, label–value rows and free text, then the company's footer. It gives
 * an HTML part, in which every value is escaped, and a plain-text twin with the same content, so
 * each kind of mail is a small composer that only says what to write.
 */
export type MailBlock =
  /** Sentences of our own, one paragraph each. */
  | { kind: 'paragraphs'; paragraphs: readonly string[] }
  /** Label–value rows, e.g. Name / Email / Phone; each value is shown on one line. */
  | { kind: 'rows'; heading?: string; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A titled block of free text kept as written (line breaks included), e.g. a message. */
  | { kind: 'text'; heading: string; text: string }

export interface MailContent {
  /** The heading at the top, e.g. "New contact enquiry". */
  heading: string
  blocks: readonly MailBlock[]
  /** Small print after the company footer, e.g. a reference number. @default none */
  note?: string
}

export interface RenderedMail {
  text: string
  html: string
}

/** Line breaks and runs of white space become one space: a row value is one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const colours = { text: '#1f2937', muted: '#6b7280', brand: '#2e346f', rule: '#e5e7eb' }
const font = 'font-family:Arial,Helvetica,sans-serif'

function footerLines(): string[] {
  return [brand.legalName, headOfficeLines().join(', '), `${brand.phone.display} · ${brand.email}`]
}

function textOf(block: MailBlock): string[] {
  switch (block.kind) {
    case 'paragraphs':
      return block.paragraphs.flatMap((paragraph) => [paragraph, ''])
    case 'rows':
      return [
        ...(block.heading ? [block.heading, '-'.repeat(block.heading.length)] : []),
        ...block.rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
        '',
      ]
    case 'text':
      return [block.heading, '-'.repeat(block.heading.length), block.text, '']
  }
}

const cell = 'padding:4px 16px 4px 0;vertical-align:top;text-align:left'
const sectionHeading = `font-size:16px;margin:20px 0 6px;color:${colours.brand}`

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraphs':
      return block.paragraphs
        .map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`)
        .join('\n')
    case 'rows':
      return [
        ...(block.heading
          ? [`<h2 style="${sectionHeading}">${escapeHtml(block.heading)}</h2>`]
          : []),
        '<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">',
        ...block.rows.map(
          ([label, value]) =>
            `<tr><th scope="row" style="${cell};font-weight:bold">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(oneLine(value))}</td></tr>`,
        ),
        '</table>',
      ].join('\n')
    case 'text':
      return [
        `<h2 style="${sectionHeading}">${escapeHtml(block.heading)}</h2>`,
        `<p style="white-space:pre-wrap;margin:0 0 12px">${escapeHtml(block.text)}</p>`,
      ].join('\n')
  }
}

/** The HTML part and its plain-text twin of a message. */
export function renderMail(content: MailContent): RenderedMail {
  const footer = footerLines()
  const text = [
    content.heading,
    '='.repeat(content.heading.length),
    '',
    ...content.blocks.flatMap(textOf),
    '--',
    ...footer,
    ...(content.note ? ['', content.note] : []),
  ].join('\n')

  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f4f6"><tr><td style="padding:24px 12px">
<table role="presentation" width="100%" style="border-collapse:collapse;max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;${font};font-size:15px;line-height:1.5;color:${colours.text}">
<tr><td style="padding:20px 28px;background:${colours.brand};border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px 28px">
<h1 style="font-size:20px;margin:0 0 16px;color:${colours.brand}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlOf).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${colours.rule};color:${colours.muted};font-size:13px">
${footer.map((line) => `${escapeHtml(line)}<br>`).join('\n')}
${content.note ? `<p style="margin:12px 0 0">${escapeHtml(content.note)}</p>` : ''}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`
  return { text, html }
}
