/**
 * The invoice PDF is written with the PDF's built-in Helvetica, which keeps a 30-line invoice a
 * few kilobytes instead of carrying a font file. Those fonts show the Windows-1252 (WinAnsi)
 * characters: English and western European text, £, € and typographic quotes and dashes. Other
 * letters are written without their accents where that makes a WinAnsi letter (ő → o, Ł → L),
 * and anything else as "?", so the PDF never shows garbled text; the page tells staff beforehand
 * which characters will change (docs/product.md#invoice-builder).
 */

/** The characters of Windows-1252 above 0x7F that are not in Latin-1. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Whether the character is one the PDF's built-in fonts show. */
export function isPdfFontCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(character)
  )
}

/** Letters whose base letter is not reached by removing accents. */
const lookalikes: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\t': ' ',
}

/** The character as the PDF will show it. */
function pdfCharacter(character: string): string {
  if (isPdfFontCharacter(character)) return character
  const lookalike = lookalikes[character]
  if (lookalike) return lookalike
  // Spaces of every width become a plain space.
  if (/\p{Zs}/u.test(character)) return ' '
  // Compatibility forms (ﬁ, full-width letters) become plain ones; then accents are dropped,
  // last first, until the letter is one the fonts have: ễ → ê, ř → r.
  const [base = '', ...marks] = character.normalize('NFKD').split(/(?=\p{M})/u)
  for (let kept = marks.length; kept >= 0; kept -= 1) {
    const letter = (base + marks.slice(0, kept).join('')).normalize('NFC')
    if (letter !== '' && [...letter].every(isPdfFontCharacter)) return letter
  }
  return '?'
}

/** The text as the invoice PDF will show it: the same where the fonts allow, a close spelling otherwise. */
export function toPdfText(text: string): string {
  let result = ''
  for (const character of text.normalize('NFC')) result += pdfCharacter(character)
  return result
}

/** Each character of the texts that the PDF will show differently, once, with what it will show. */
export function pdfTextChanges(texts: readonly string[]): Array<{ from: string; to: string }> {
  const changes = new Map<string, string>()
  for (const text of texts) {
    for (const character of text.normalize('NFC')) {
      if (character === '\n' || changes.has(character)) continue
      const shown = pdfCharacter(character)
      if (shown !== character) changes.set(character, shown)
    }
  }
  return [...changes].map(([from, to]) => ({ from, to }))
}
