import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export interface PricingRow {
  /** What is offered, e.g. "Static website". */
  service: string
  /** The price as shown, e.g. "£500–£1,000". */
  price: string
  /** The technologies used. */
  technologies: readonly string[]
}

export type PricingTableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** What the table lists; shown above it and read as its name. */
  caption: string
  /** One row per service. */
  rows: readonly PricingRow[]
  /** Column headings. @default { service: 'Service', price: 'Price', technologies: 'Technologies' } */
  headers?: { service: string; price: string; technologies: string }
}

const defaultHeaders = { service: 'Service', price: 'Price', technologies: 'Technologies' }

function TechnologyChips({ technologies }: { technologies: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {technologies.map((technology) => (
        <li
          key={technology}
          className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
        >
          {technology}
        </li>
      ))}
    </ul>
  )
}

/**
 * A price list as a real table (caption, column and row headers). On phones the technologies
 * move under the service's name, so two columns fit the screen without scrolling.
 */
export function PricingTable({
  caption,
  rows,
  headers = defaultHeaders,
  className,
  ...props
}: PricingTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200">
      <table className={cn('w-full border-collapse text-left', className)} {...props}>
        <caption className="border-b border-slate-200 bg-slate-50 px-4 py-4 text-left text-lg font-semibold text-brand-950 sm:px-6">
          {caption}
        </caption>
        <thead className="bg-brand-950 text-sm text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {headers.service}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6 sm:text-left">
              {headers.price}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-6">
              {headers.technologies}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.service} className="align-top even:bg-slate-50/60 hover:bg-brand-50/40">
              <th scope="row" className="px-4 py-4 font-semibold text-slate-900 sm:px-6">
                {row.service}
                {/* Phones: the technologies column folds into this cell. */}
                <div className="mt-2 font-normal sm:hidden">
                  <span className="sr-only">{headers.technologies}: </span>
                  <TechnologyChips technologies={row.technologies} />
                </div>
              </th>
              <td className="w-32 px-4 py-4 text-right font-semibold text-balance text-brand-800 tabular-nums sm:w-auto sm:px-6 sm:text-left sm:whitespace-nowrap">
                {row.price}
              </td>
              <td className="hidden px-4 py-4 sm:table-cell sm:px-6">
                <TechnologyChips technologies={row.technologies} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
