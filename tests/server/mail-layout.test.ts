import { brand } from '@app/core'
import { renderMail } from '@app/server/src/mail/layout'
import { describe, expect, it } from 'vitest'

describe('the mail layout', () => {
  const mail = renderMail({
    heading: 'New contact enquiry',
    blocks: [
      { kind: 'paragraphs', paragraphs: ['From the website & more.'] },
      {
        kind: 'rows',
        heading: 'Details',
        rows: [
          ['Name', 'Grace <b>Hopper</b>'],
          ['Phone', '01604\n123456'],
        ],
      },
      { kind: 'text', heading: 'Message', text: 'Line one\n<script>x</script> & two' },
    ],
    note: 'Enquiry reference: 7.',
  })

  it('writes a plain-text twin with every heading, row and text', () => {
    expect(mail.text.split('\n')).toEqual([
      'New contact enquiry',
      '===================',
      '',
      'From the website & more.',
      '',
      'Details',
      '-------',
      'Name: Grace <b>Hopper</b>',
      // A row value is always one line, whatever it contains.
      'Phone: 01604 123456',
      '',
      'Message',
      '-------',
      'Line one',
      '<script>x</script> & two',
      '',
      '--',
      brand.legalName,
      expect.stringContaining(brand.headOffice.postalCode),
      `${brand.phone.display} · ${brand.email}`,
      '',
      'Enquiry reference: 7.',
    ])
  })

  it('escapes every value in the HTML part and keeps the message as written', () => {
    expect(mail.html).toContain(
      '<h1 style="font-size:20px;margin:0 0 16px;color:#2e346f">New contact enquiry</h1>',
    )
    expect(mail.html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;')
    expect(mail.html).toContain('Line one\n&lt;script&gt;x&lt;/script&gt; &amp; two')
    expect(mail.html).toContain('01604 123456')
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain(brand.name.replace('&', '&amp;'))
    expect(mail.html).toContain('Enquiry reference: 7.')
  })
})
