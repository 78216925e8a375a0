import { describe, expect, it } from 'vitest'
import { formatPence, formatPrice, poundsToPence } from './money'

describe('money', () => {
  it('formats pence as en-GB pounds', () => {
    expect(formatPence(0)).toBe('£0.00')
    expect(formatPence(5)).toBe('£0.05')
    expect(formatPence(123456)).toBe('£1,234.56')
    expect(formatPence(10_000_000)).toBe('£100,000.00')
  })

  it('refuses fractions of a penny', () => {
    expect(() => formatPence(1.5)).toThrow(RangeError)
  })

  it('turns typed pounds into whole pence', () => {
    expect(poundsToPence(0.3)).toBe(30)
    expect(poundsToPence(19.99)).toBe(1999)
    expect(poundsToPence(1.005)).toBe(100)
    expect(poundsToPence(12.345)).toBe(1235)
  })
})

describe('prices on marketing pages', () => {
  it('shows whole pounds without pence', () => {
    expect(formatPrice(60_000)).toBe('£600')
    expect(formatPrice(120_000)).toBe('£1,200')
    expect(formatPrice(0)).toBe('£0')
  })

  it('keeps the pence of any other amount', () => {
    expect(formatPrice(1250)).toBe('£12.50')
    expect(formatPrice(100_001)).toBe('£1,000.01')
  })

  it('refuses fractions of a penny', () => {
    expect(() => formatPrice(0.5)).toThrow(RangeError)
  })
})
