import type { NavItem, SocialLink } from '@app/core'
import { LogIn, Mail, Menu, Phone, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react'
import { ButtonLink } from '../button/button'
import { Container } from '../container/container'
import { cn } from '../lib/cn'
import { Link } from '../link/link'
import { Logo } from '../logo/logo'
import { SocialLinks } from '../social-links/social-links'

export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The company's name beside the logo mark. */
  brandName: string
  /** A line under the name, from the sm breakpoint up. @default none */
  tagline?: string
  /** The phone number as shown and as a `tel:` address. */
  phone: { display: string; href: string }
  /** The e-mail address shown in the top bar. */
  email: string
  /** The top bar's sign-in link. */
  loginLink: NavItem
  /**
   * A signed-in learner: the top bar offers their page and a sign-out button instead of the
   * sign-in link; the button posts a plain form to `signOutAction`. @default none (signed out)
   */
  account?: { home: NavItem; signOutLabel: string; signOutAction: string }
  /** Social network links in the top bar (from the sm breakpoint up). */
  social: readonly SocialLink[]
  /** The main navigation, in order. */
  navigation: readonly NavItem[]
  /** The path of the page shown; its navigation item is marked current. */
  currentPath: string
  /** A call to action beside the navigation on wide screens and in the menu. @default none */
  cta?: NavItem
}

/** "/About/" and "/about" are the same page. */
function normalisePath(path: string): string {
  const trimmed = path.replace(/[?#].*$/, '').replace(/\/+$/, '')
  return (trimmed || '/').toLowerCase()
}

const topBarLink =
  'inline-flex min-h-8 items-center gap-2 rounded-md px-1 text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-300 [&_svg]:size-4 [&_svg]:shrink-0'

/**
 * The site header: a dark top bar with phone, e-mail, login and social links, and the main bar
 * with the logo and navigation. Below the lg breakpoint the navigation folds behind a menu
 * button; the menu closes on Escape, when one of its links is followed, and when the page changes.
 */
export function Header({
  brandName,
  tagline,
  phone,
  email,
  loginLink,
  account,
  social,
  navigation,
  currentPath,
  cta,
  className,
  ...props
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const current = normalisePath(currentPath)

  const [shownPath, setShownPath] = useState(current)
  if (shownPath !== current) {
    setShownPath(current)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  return (
    <header className={cn('relative z-40', className)} {...props}>
      <div className="bg-brand-950 text-sm text-brand-100">
        <Container className="flex min-h-10 items-center justify-between gap-x-4">
          <ul className="flex items-center gap-x-3 sm:gap-x-5">
            <li>
              <Link href={phone.href} className={topBarLink}>
                <Phone aria-hidden="true" />
                <span>{phone.display}</span>
              </Link>
            </li>
            <li>
              <Link href={`mailto:${email}`} className={topBarLink} aria-label={email}>
                <Mail aria-hidden="true" />
                <span className="hidden md:inline">{email}</span>
              </Link>
            </li>
          </ul>
          <div className="flex items-center gap-x-3">
            <SocialLinks links={social} size="sm" className="max-sm:hidden" />
            <span aria-hidden="true" className="hidden h-4 w-px bg-white/20 sm:block" />
            {account ? (
              <>
                <Link href={account.home.href} className={cn(topBarLink, 'font-medium')}>
                  {account.home.label}
                </Link>
                <form method="post" action={account.signOutAction} className="contents">
                  <button type="submit" className={cn(topBarLink, 'cursor-pointer font-medium')}>
                    {account.signOutLabel}
                  </button>
                </form>
              </>
            ) : (
              <Link href={loginLink.href} className={cn(topBarLink, 'font-medium')}>
                <LogIn aria-hidden="true" />
                {loginLink.label}
              </Link>
            )}
          </div>
        </Container>
      </div>

      <div className="border-b border-slate-200 bg-white shadow-xs">
        <Container className="flex min-h-18 flex-wrap items-center justify-between gap-x-6 py-3 lg:flex-nowrap lg:py-0">
          {/* Between lg and xl the full navigation shares the bar: the name wraps, the tagline rests. */}
          <Logo
            brandName={brandName}
            tagline={tagline}
            classNames={{
              name: 'lg:max-w-[8.5rem] lg:text-base xl:max-w-none xl:text-lg',
              tagline: 'max-sm:hidden lg:hidden xl:block',
            }}
          />

          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>

          <nav
            ref={navRef}
            id={menuId}
            aria-label="Main"
            data-open={menuOpen || undefined}
            className={cn('basis-full lg:block lg:basis-auto', menuOpen ? 'block' : 'hidden')}
          >
            <ul className="-mx-2 mt-3 flex flex-col border-t border-slate-200 pt-3 pb-2 lg:mx-0 lg:mt-0 lg:flex-row lg:items-center lg:gap-0.5 lg:border-0 lg:p-0">
              {navigation.map((item) => {
                const isCurrent = normalisePath(item.href) === current
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={isCurrent ? 'page' : undefined}
                      onClick={() => setMenuOpen(false)}
                      className={cn(
                        'relative flex min-h-11 items-center rounded-lg px-3 text-base font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800',
                        'lg:min-h-18 lg:rounded-none lg:px-2 lg:text-sm lg:hover:bg-transparent xl:px-3 xl:text-[0.9375rem]',
                        'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 lg:aria-[current=page]:bg-transparent',
                        'lg:after:absolute lg:after:inset-x-2 lg:after:bottom-0 xl:after:inset-x-3 lg:after:h-0.5 lg:after:rounded-full lg:after:bg-transparent lg:aria-[current=page]:after:bg-accent-500 lg:hover:after:bg-brand-200',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                )
              })}
              {cta ? (
                <li className="mt-3 lg:mt-0 lg:ml-3 lg:hidden xl:block">
                  <ButtonLink
                    href={cta.href}
                    size="sm"
                    onClick={() => setMenuOpen(false)}
                    className="w-full lg:w-auto"
                  >
                    {cta.label}
                  </ButtonLink>
                </li>
              ) : null}
            </ul>
          </nav>
        </Container>
      </div>
    </header>
  )
}
