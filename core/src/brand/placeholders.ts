import { brand, type Brand } from './model'

/**
 * The company's details that ship as placeholders (see model.ts) and must be replaced with the
 * registered ones before the site goes live: each with where it lives and how to tell it has not
 * been replaced yet. The README's "Before going live" lists the same, and the server warns at
 * every start in production while any is still in place.
 */
export interface LaunchPlaceholder {
  /** What the fact is, as the warning names it. */
  fact: string
  /** Where to change it. */
  where: string
  /** Whether the value given is still the shipped placeholder. */
  isPlaceholder: (facts: BrandFacts) => boolean
}

type BrandFacts = Pick<
  Brand,
  'companyNumber' | 'icoRegistration' | 'phone' | 'email' | 'headOffice'
>

const where = 'core/src/brand/model.ts'

export const launchPlaceholders: readonly LaunchPlaceholder[] = [
  {
    fact: 'Company number',
    where: `${where} (brand.companyNumber)`,
    isPlaceholder: (facts) => /^0+$/.test(facts.companyNumber),
  },
  {
    fact: 'ICO registration number',
    where: `${where} (brand.icoRegistration)`,
    isPlaceholder: (facts) => /^[A-Z]{0,2}0+$/.test(facts.icoRegistration),
  },
  {
    fact: 'Phone number',
    where: `${where} (brand.phone)`,
    // Ofcom keeps 01632 960000–960999 for drama: no real line answers.
    isPlaceholder: (facts) => /^tel:\+441632960\d{3}$/.test(facts.phone.href),
  },
  {
    fact: 'Registered office and head office address',
    where: `${where} (brand.headOffice)`,
    isPlaceholder: (facts) => facts.headOffice.streetAddress === '18 St Giles Street',
  },
  {
    fact: 'Public e-mail address (also where staff mail goes unless STAFF_EMAIL is set)',
    where: `${where} (brand.email) and the STAFF_EMAIL and MAIL_FROM variables`,
    isPlaceholder: (facts) => facts.email.endsWith('@northlight-education.co.uk'),
  },
]

/** The placeholders still in place among `facts` (the shipped brand by default). */
export function placeholdersInPlace(facts: BrandFacts = brand): LaunchPlaceholder[] {
  return launchPlaceholders.filter((placeholder) => placeholder.isPlaceholder(facts))
}
