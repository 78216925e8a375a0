import { describe, expect, it } from 'vitest'
import { isPdfFontCharacter, pdfTextChanges, toPdfText } from './pdf-text'

describe('text in the invoice PDF', () => {
  it('keeps English and western European text, £, € and typographic punctuation as they are', () => {
    const text = 'Zoë’s café — “£1,234.56” – €20 … Søren Ærø Straße ½ © ™'
    expect(toPdfText(text)).toBe(text)
    expect(pdfTextChanges([text])).toEqual([])
  })

  it('writes other accented letters without their accents', () => {
    expect(toPdfText('Łukasz Wróbel, Dvořák, Nguyễn, Őrség')).toBe(
      'Lukasz Wróbel, Dvorák, Nguyên, Orség',
    )
    // A letter typed as base letter + combining accent is the same letter.
    expect(toPdfText('Dvor\u030cák')).toBe('Dvorák')
  })

  it('turns unusual spaces and dashes into plain ones, and what it cannot show into ?', () => {
    expect(toPdfText('10\u00a0000\u202f£ \u2212 5\u2011A\tB')).toBe('10\u00a0000 £ - 5-A B')
    expect(toPdfText('株式会社 🙂')).toBe('???? ?')
    expect(toPdfText('ﬁle')).toBe('file')
  })

  it('tells staff which characters will change, each once', () => {
    expect(pdfTextChanges(['Łukasz Łódź', 'Dvořák'])).toEqual([
      { from: 'Ł', to: 'L' },
      { from: 'ź', to: 'z' },
      { from: 'ř', to: 'r' },
    ])
    expect(pdfTextChanges(['two\nlines'])).toEqual([])
  })

  it('knows the fonts’ characters', () => {
    expect(isPdfFontCharacter('a')).toBe(true)
    expect(isPdfFontCharacter('£')).toBe(true)
    expect(isPdfFontCharacter('€')).toBe(true)
    expect(isPdfFontCharacter('\u0081')).toBe(false)
    expect(isPdfFontCharacter('\n')).toBe(false)
    expect(isPdfFontCharacter('Ł')).toBe(false)
  })
})
