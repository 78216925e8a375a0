/**
 * Who the company is and how to reach it. Every page, e-mail and structured-data block reads
 * these facts from here.
 *
 * The specification does not give the company's name, address or numbers, so the values below
 * are placeholders: the phone number is in Ofcom's range reserved for fiction, and the street
 * address is illustrative. The company number and the ICO registration number are placeholders
 * too (all zeros, which no registered company or controller has). Replace them with the
 * registered details before going live.
 */
/** The darkest step of the brand's colour (brand-950): the browser's colour for the site. */
export const themeColour = '#1b1e42'

export const brand = {
  name: 'Northlight Education & IT',
  /** Where there is room for one word, e.g. under an installed app's icon. */
  shortName: 'Northlight',
  legalName: 'Northlight Education & IT Services Ltd',
  tagline: 'Empowering Future Leaders',
  about:
    'We guide students towards study abroad, teach practical IT and computing courses in small live classes, and build websites and IT systems for businesses across the UK.',
  phone: { display: '+44 1632 960 431', href: 'tel:+441632960431' },
  email: 'hello@northlight-education.co.uk',
  headOffice: {
    label: 'Head office',
    streetAddress: '18 St Giles Street',
    locality: 'Northampton',
    postalCode: 'NN1 1JA',
    country: 'United Kingdom',
    /** What the embedded map searches for. */
    mapQuery: 'St Giles Street, Northampton NN1 1JA',
  },
  /** Placeholder: the number Companies House gave the company. */
  companyNumber: '00000000',
  registeredIn: 'England and Wales',
  /** Placeholder: the company's registration number as a data controller with the ICO. */
  icoRegistration: 'ZA000000',
  /** The browser's colour for the site (brand-950), e.g. a phone's toolbar. */
  themeColour,
  social: [
    {
      network: 'facebook',
      label: 'Facebook',
      href: 'https://www.facebook.com/northlighteducation',
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/northlight-education',
    },
    {
      network: 'instagram',
      label: 'Instagram',
      href: 'https://www.instagram.com/northlighteducation',
    },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@northlighteducation' },
  ],
  officeHours: [{ days: 'Monday to Friday', hours: '9am to 5pm' }],
  classTimings: [
    { days: 'Monday to Friday', hours: '5pm to 9pm UK time' },
    { days: 'Saturday and Sunday', hours: '10am to 1pm' },
  ],
} as const satisfies Brand

export type SocialNetwork = 'facebook' | 'linkedin' | 'instagram' | 'youtube' | 'x'

export interface SocialLink {
  network: SocialNetwork
  label: string
  href: string
}

export interface Timing {
  days: string
  hours: string
}

export interface Brand {
  name: string
  shortName: string
  legalName: string
  tagline: string
  about: string
  phone: { display: string; href: string }
  email: string
  headOffice: {
    label: string
    streetAddress: string
    locality: string
    postalCode: string
    country: string
    mapQuery: string
  }
  companyNumber: string
  registeredIn: string
  icoRegistration: string
  themeColour: string
  social: readonly SocialLink[]
  officeHours: readonly Timing[]
  classTimings: readonly Timing[]
}

/** The head office as lines for an address block. */
export function headOfficeLines(office: Brand['headOffice'] = brand.headOffice): string[] {
  return [office.streetAddress, `${office.locality} ${office.postalCode}`, office.country]
}

/** The registered office: the head office, as the company is registered there. */
export function registeredOfficeLine(office: Brand['headOffice'] = brand.headOffice): string {
  return headOfficeLines(office).join(', ')
}

/** What the footer and the legal pages say about the company's registration. */
export function companyRegistration(company: Brand = brand): string {
  return `${company.legalName} is a company registered in ${company.registeredIn}, company number ${company.companyNumber}. Registered office: ${registeredOfficeLine(company.headOffice)}.`
}
