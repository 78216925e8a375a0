import { brand, headOfficeLines } from '../brand/model'

/**
 * The company's details as every invoice and credit note shows them (docs/invoices.md#company-details):
 * written once here, and copied into each issued document's snapshot, so a later change of
 * address never changes an invoice already issued.
 */

/** A period in which the business is registered for VAT, from a date (YYYY-MM-DD) on. */
export interface VatRegistration {
  from: string
  number: string
}

/**
 * The dated VAT setting. Empty: the business is not VAT-registered, so no invoice shows a VAT
 * number or VAT lines. A registration is added here with the date it takes effect.
 */
export const vatRegistrations: readonly VatRegistration[] = []

/** The VAT registration in force on a date, if any. */
export function vatRegistrationOn(
  date: string,
  registrations: readonly VatRegistration[] = vatRegistrations,
): VatRegistration | undefined {
  return [...registrations]
    .filter((registration) => registration.from <= date)
    .sort((a, b) => (a.from < b.from ? 1 : -1))[0]
}

/** What UK law asks an invoice of a limited company to show about the company. */
export interface InvoiceCompany {
  /** The trading name shown large. */
  name: string
  /** The registered name. */
  legalName: string
  companyNumber: string
  registeredIn: string
  /** The registered office, one entry per line. */
  addressLines: string[]
  email: string
  /** Set only while the business is VAT-registered. */
  vatNumber: string | null
}

/** The company's details on an invoice dated `date`. */
export function invoiceCompanyOn(date: string): InvoiceCompany {
  return {
    name: brand.name,
    legalName: brand.legalName,
    companyNumber: brand.companyNumber,
    registeredIn: brand.registeredIn,
    addressLines: headOfficeLines(),
    email: brand.email,
    vatNumber: vatRegistrationOn(date)?.number ?? null,
  }
}

/** The line at the foot of every page: the registered name, number and office. */
export function companyFootLine(company: InvoiceCompany): string {
  const vat = company.vatNumber ? ` VAT number ${company.vatNumber}.` : ''
  return `${company.legalName}, registered in ${company.registeredIn}, company number ${company.companyNumber}. Registered office: ${company.addressLines.join(', ')}.${vat}`
}
