import type { Timing } from '@app/core'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export type ContactDetailsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The heading of the address, e.g. "Head office". */
  addressLabel: string
  /** The address, one line each. */
  addressLines: readonly string[]
  /** The phone number as shown and as a `tel:` address. */
  phone: { display: string; href: string }
  /** The e-mail address. */
  email: string
  /** When the office answers, e.g. Monday to Friday, 9am to 5pm. */
  hours: readonly Timing[]
  /** The heading of the hours. @default 'Office hours' */
  hoursTitle?: string
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4">
      <dt className="contents">
        <span
          aria-hidden="true"
          className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5"
        >
          {icon}
        </span>
        <span className="text-sm font-semibold text-brand-950">{term}</span>
      </dt>
      <dd className="col-start-2 mt-0.5 text-slate-700">{children}</dd>
    </div>
  )
}

const detailLink =
  'font-medium break-words text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline'

/** The office's address, phone, e-mail and hours, in a card. */
export function ContactDetails({
  addressLabel,
  addressLines,
  phone,
  email,
  hours,
  hoursTitle = 'Office hours',
  className,
  ...props
}: ContactDetailsProps) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-6 shadow-card sm:p-8',
        className,
      )}
      {...props}
    >
      <dl className="flex flex-col gap-6">
        <Detail icon={<MapPin />} term={addressLabel}>
          <address className="not-italic">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
        <Detail icon={<Phone />} term="Phone">
          <Link href={phone.href} className={detailLink}>
            {phone.display}
          </Link>
        </Detail>
        <Detail icon={<Mail />} term="Email">
          <Link href={`mailto:${email}`} className={detailLink}>
            {email}
          </Link>
        </Detail>
        <Detail icon={<Clock />} term={hoursTitle}>
          <ul className="space-y-1">
            {hours.map((timing) => (
              <li key={timing.days}>
                <span className="font-medium text-slate-800">{timing.days}</span>
                <span className="block text-slate-600">{timing.hours}</span>
              </li>
            ))}
          </ul>
        </Detail>
      </dl>
    </div>
  )
}
