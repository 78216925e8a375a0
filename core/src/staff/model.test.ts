import { describe, expect, it } from 'vitest'
import { safeNextPath, staffPages } from './model'

describe('safeNextPath', () => {
  it('keeps a page of the staff area, with its query', () => {
    expect(safeNextPath('/staff/team')).toBe('/staff/team')
    expect(safeNextPath('/staff/inbox?status=new')).toBe('/staff/inbox?status=new')
    expect(safeNextPath(staffPages.newInvoice)).toBe('/staff/invoices/new')
    expect(safeNextPath('/staff')).toBe('/staff')
  })

  it('goes to the overview for anything else', () => {
    for (const value of [
      undefined,
      ['/staff/team'],
      '',
      'https://example.com/staff',
      '//example.com/staff',
      '/\\example.com',
      '/staffing',
      '/about',
      '/staff/../about',
      '/staff/./team',
      '/staff/team\nSet-Cookie: x',
      '/staff\\..\\about',
    ]) {
      expect(safeNextPath(value), String(value)).toBe(staffPages.overview)
    }
  })
})
