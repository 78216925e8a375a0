import type { NavItem, SocialLink } from '@app/core'
import { Mail, MapPin, Phone, Rss } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Container } from '../container/container'
import { cn } from '../lib/cn'
import { Link } from '../link/link'
import { Logo } from '../logo/logo'
import { SocialLinks } from '../social-links/social-links'

export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The company's name, beside the logo and in the copyright line. */
  brandName: string
  /** A line under the name. @default none */
  tagline?: string
  /** A few sentences about the company. */
  about: string
  /** The heading of the address, e.g. "Head office". */
  addressLabel: string
  /** The address, one line each. */
  addressLines: readonly string[]
  /** The phone number as shown and as a `tel:` address. */
  phone: { display: string; href: string }
  /** The e-mail address. */
  email: string
  /** Social network links. */
  social: readonly SocialLink[]
  /** The news feed link, e.g. /rss. */
  feedLink: NavItem
  /** The bottom bar's links. */
  links: readonly NavItem[]
  /** Links to the privacy notice, terms, cookie page and accessibility statement. @default none */
  legalLinks?: readonly NavItem[]
  /** The company's registered name, number and office, as the law asks a company's website to show. @default none */
  companyDetails?: string
  /** The year in the copyright line. */
  year: number
}

const footerLink =
  'rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300'

const columnHeading = 'text-sm font-semibold tracking-wider text-accent-300 uppercase'

/** The site footer: about, head office, contact, social and feed links, and a bottom bar. */
export function Footer({
  brandName,
  tagline,
  about,
  addressLabel,
  addressLines,
  phone,
  email,
  social,
  feedLink,
  links,
  legalLinks = [],
  companyDetails,
  year,
  className,
  ...props
}: FooterProps) {
  return (
    <footer className={cn('bg-brand-950 text-brand-100', className)} {...props}>
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:py-16">
        <div className="sm:col-span-2 lg:col-span-5">
          <Logo brandName={brandName} tagline={tagline} tone="dark" />
          <p className="mt-5 max-w-md text-[0.9375rem] leading-relaxed text-brand-200">{about}</p>
          <SocialLinks links={social} className="mt-6" />
        </div>

        <div className="lg:col-span-3 lg:col-start-6">
          <h2 className={columnHeading}>{addressLabel}</h2>
          <address className="mt-4 flex gap-3 leading-relaxed not-italic">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-300" />
            <span>
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
        </div>

        <div className="lg:col-span-4">
          <h2 className={columnHeading}>Get in touch</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
              <Link href={phone.href} className={footerLink}>
                {phone.display}
              </Link>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
              <Link href={`mailto:${email}`} className={cn(footerLink, 'break-words')}>
                {email}
              </Link>
            </li>
            <li className="flex items-center gap-3">
              <Rss aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
              <Link href={feedLink.href} className={footerLink}>
                {feedLink.label}
              </Link>
            </li>
          </ul>
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label="Footer">
            <ul className="-mx-2 flex flex-wrap gap-x-1 gap-y-1">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={cn(footerLink, 'inline-flex min-h-8 items-center px-2')}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-brand-200">{`© ${year} ${brandName}. All rights reserved.`}</p>
        </Container>
      </div>
      {legalLinks.length > 0 || companyDetails ? (
        <div className="border-t border-white/10">
          <Container className="flex flex-col gap-3 py-5 text-xs leading-relaxed lg:flex-row lg:items-start lg:justify-between lg:gap-10">
            {legalLinks.length > 0 ? (
              <nav aria-label="Legal" className="lg:order-last lg:shrink-0">
                <ul className="-mx-2 flex flex-wrap gap-x-1 gap-y-1">
                  {legalLinks.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className={cn(footerLink, 'inline-flex min-h-8 items-center px-2')}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {companyDetails ? <p className="max-w-3xl text-brand-200">{companyDetails}</p> : null}
          </Container>
        </div>
      ) : null}
    </footer>
  )
}
