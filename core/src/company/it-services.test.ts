import { describe, expect, it } from 'vitest'
import {
  enterpriseOptions,
  formatPriceRange,
  itPrices,
  itPricing,
  premiumServices,
  sampleProjects,
  webServices,
} from './it-services'

describe('formatPriceRange', () => {
  it('shows whole pounds in the en-GB style', () => {
    expect(formatPriceRange({ fromPence: 50_000, toPence: 100_000 })).toBe('£500–£1,000')
    expect(formatPriceRange({ fromPence: 2_000_000 })).toBe('£20,000')
  })

  it('marks an open-ended range with a plus', () => {
    expect(formatPriceRange({ fromPence: 200_000, toPence: 300_000, orMore: true })).toBe(
      '£2,000–£3,000+',
    )
  })

  it('writes "From" prices with their unit', () => {
    expect(formatPriceRange({ fromPence: 800_000, prefix: 'from', unit: 'per project' })).toBe(
      'From £8,000 per project',
    )
    expect(formatPriceRange({ fromPence: 100_000, prefix: 'from', unit: 'per day' })).toBe(
      'From £1,000 per day',
    )
    expect(formatPriceRange({ fromPence: 500_000, prefix: 'from' })).toBe('From £5,000')
  })

  it('refuses amounts that are not whole pounds rather than rounding a price', () => {
    expect(() => formatPriceRange({ fromPence: 50_050 })).toThrow(RangeError)
    expect(() => formatPriceRange({ fromPence: 50_000, toPence: 99_999 })).toThrow(RangeError)
  })
})

describe('IT prices', () => {
  it('lists every IT price of the spec in the pricing table', () => {
    expect(itPricing.map((row) => [row.service, formatPriceRange(row.price)])).toEqual([
      ['Static website', '£500–£1,000'],
      ['Dynamic business website', '£1,000–£2,000'],
      ['Advanced portal or web app', '£2,000–£3,000+'],
      ['Website maintenance contract (6 months)', '£20,000'],
      ['Website maintenance contract (12 months)', '£35,000'],
      ['Cloud enablement', 'From £8,000 per project'],
      ['Security and compliance', 'From £5,000'],
      ['Digital transformation consultancy', 'From £1,000 per day'],
    ])
    for (const row of itPricing) expect(row.technologies.length).toBeGreaterThan(0)
  })

  it('uses each price fact of itPrices once in the table', () => {
    const tablePrices = itPricing.map((row) => row.price)
    expect(new Set(tablePrices).size).toBe(tablePrices.length)
    expect(new Set(tablePrices)).toEqual(new Set(Object.values(itPrices)))
  })

  it('prices the premium cards with the very price facts of the table', () => {
    const tablePrices = new Set<unknown>(itPricing.map((row) => row.price))
    for (const service of premiumServices) expect(tablePrices.has(service.price)).toBe(true)
    for (const service of webServices) {
      if (service.price) expect(tablePrices.has(service.price)).toBe(true)
    }
  })

  it('quotes both maintenance contracts on the maintenance card', () => {
    const maintenance = premiumServices.find((service) => service.icon === 'maintenance')
    expect(maintenance?.features).toEqual(
      expect.arrayContaining(['6-month contract: £20,000', '12-month contract: £35,000']),
    )
  })
})

describe('IT services content', () => {
  it('offers the three web services of the spec', () => {
    expect(webServices.map((service) => service.title)).toEqual([
      'Static Websites',
      'Dynamic Websites & Apps',
      'IT Consultancy',
    ])
    expect(
      webServices.map((service) => (service.price ? formatPriceRange(service.price) : undefined)),
    ).toEqual(['£500–£1,000', '£1,000–£2,000', undefined])
  })

  it('has one premium card per icon, with unique ids', () => {
    expect(premiumServices.map((service) => service.icon)).toEqual([
      'maintenance',
      'cloud',
      'security',
      'transformation',
    ])
    expect(new Set(premiumServices.map((service) => service.id)).size).toBe(4)
  })

  it('shows four sample projects of four kinds and an enterprise options list', () => {
    expect(sampleProjects.map((project) => project.kind)).toEqual([
      'ecommerce',
      'portal',
      'booking',
      'dashboard',
    ])
    expect(new Set(sampleProjects.map((project) => project.id)).size).toBe(4)
    expect(enterpriseOptions.length).toBeGreaterThanOrEqual(5)
  })
})
