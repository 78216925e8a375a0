import type { StaffRole, StaffRoom } from '@app/core'
import { LogOut, Menu, UserRound, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'
import { Link } from '../link/link'
import { BrandMark } from '../logo/logo'

/** Who is signed in, as the layout shows them. */
export interface StaffLayoutUser {
  name: string
  email: string
  /** Their role, as a word ("Owner"). */
  roleLabel: string
}

export type StaffLayoutProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The company's name beside the mark. */
  brandName: string
  /** The area's name under it, e.g. "Staff area". */
  areaName: string
  /** The navigation, in order; rooms marked `ownersOnly` are left out unless `role` is owner. */
  rooms: readonly StaffRoom[]
  /** The signed-in person's role, which decides the rooms shown. */
  role: StaffRole
  /** The path of the page shown: its room is marked current (a room's sub-pages too). */
  currentPath: string
  /** The signed-in person, shown in the bar. */
  user: StaffLayoutUser
  /** Where the Account link leads. */
  accountHref: string
  /** Text of the Account link. @default 'Account' */
  accountLabel?: string
  /** Text of the sign-out button. @default 'Sign out' */
  signOutLabel?: string
  /** Called on Sign out; the caller ends the session. */
  onSignOut: () => void
  /** Sign out is in flight: the button is busy. @default false */
  signingOut?: boolean
  /** A tool that needs the whole width (the invoice builder): the rooms stay behind Menu at every width. @default false */
  fullWidth?: boolean
  /** A count beside a room's link, by the room's key (e.g. the inbox's new records), with its words for screen readers ("3 new"). Nothing shows for 0. @default none */
  badges?: Readonly<Partial<Record<string, { count: number; label: string }>>>
  /** The page itself. */
  children: ReactNode
}

/** "/staff/team/" and "/staff/team" are the same page. */
function normalisePath(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
}

/** Whether the room at `roomPath` holds the page at `current` (the overview only itself). */
function isCurrentRoom(roomPath: string, current: string, overviewPath: string): boolean {
  const room = normalisePath(roomPath)
  if (room === overviewPath) return current === room
  return current === room || current.startsWith(`${room}/`)
}

/**
 * The frame of every signed-in staff page: a dark bar with the brand, the signed-in person,
 * Account and Sign out; the rooms as a side navigation from the lg breakpoint up, folded behind a
 * Menu button below it (closing on Escape, on a link followed, and when the page changes).
 */
export function StaffLayout({
  brandName,
  areaName,
  rooms,
  role,
  currentPath,
  user,
  accountHref,
  accountLabel = 'Account',
  signOutLabel = 'Sign out',
  onSignOut,
  signingOut = false,
  fullWidth = false,
  badges,
  className,
  children,
  ...props
}: StaffLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const current = normalisePath(currentPath)
  const shown = rooms.filter((room) => role === 'owner' || !room.ownersOnly)
  const overviewPath = normalisePath(shown[0]?.path ?? '/')

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

  const accountCurrent = isCurrentRoom(accountHref, current, overviewPath)

  return (
    <div
      className={cn('flex min-h-screen flex-col bg-slate-50 text-slate-800', className)}
      {...props}
    >
      <header className="sticky top-0 z-30 bg-brand-950 text-white shadow-sm">
        <div className="mx-auto flex min-h-16 max-w-screen-2xl items-center gap-3 px-4 sm:px-6">
          <Link
            href={overviewPath}
            className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-accent-300"
          >
            <BrandMark className="size-9 shrink-0" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-base leading-tight font-bold tracking-tight">
                {brandName}
              </span>
              <span className="text-xs font-medium tracking-wide text-accent-300">{areaName}</span>
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <p className="mr-2 hidden text-right text-sm leading-tight md:block">
              <span className="block font-semibold">{user.name}</span>
              <span className="block text-brand-200">
                {user.roleLabel} · {user.email}
              </span>
            </p>
            <Link
              href={accountHref}
              aria-current={accountCurrent ? 'page' : undefined}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-accent-300 aria-[current=page]:bg-white/10 aria-[current=page]:text-white [&_svg]:size-4"
            >
              <UserRound aria-hidden="true" />
              <span className="max-sm:sr-only">{accountLabel}</span>
            </Link>
            <Button
              variant="inverse-outline"
              size="sm"
              busy={signingOut}
              onClick={() => onSignOut()}
            >
              {signingOut ? null : <LogOut aria-hidden="true" />}
              {signOutLabel}
            </Button>
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className={cn(
                'inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/10 focus-visible:outline-accent-300 [&_svg]:size-6',
                !fullWidth && 'lg:hidden',
              )}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              <span className="sr-only">Menu</span>
            </button>
          </div>
        </div>
      </header>
      <div
        className={cn(
          'mx-auto flex w-full max-w-screen-2xl flex-1 flex-col',
          !fullWidth && 'lg:flex-row',
        )}
      >
        <nav
          ref={navRef}
          id={menuId}
          aria-label={areaName}
          className={cn(
            'border-b border-slate-200 bg-white',
            !fullWidth &&
              'lg:block lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0 lg:bg-transparent',
            menuOpen ? 'block' : 'hidden',
          )}
        >
          <p className="border-b border-slate-100 px-5 py-3 text-sm md:hidden">
            <span className="block font-semibold text-slate-900">{user.name}</span>
            <span className="block text-slate-600">
              {user.roleLabel} · {user.email}
            </span>
          </p>
          <ul
            className={cn('flex flex-col gap-0.5 p-3', !fullWidth && 'lg:sticky lg:top-16 lg:py-6')}
          >
            {shown.map((room) => {
              const isCurrent = isCurrentRoom(room.path, current, overviewPath)
              const badge = badges?.[room.key]
              const badgeId = `${menuId}-${room.key}-count`
              return (
                <li key={room.key} className="relative">
                  <Link
                    href={room.path}
                    aria-current={isCurrent ? 'page' : undefined}
                    aria-describedby={badge && badge.count > 0 ? badgeId : undefined}
                    onClick={() => setMenuOpen(false)}
                    className={cn(
                      'flex min-h-10 items-center justify-between gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white',
                      badge && badge.count > 0 && 'pr-14',
                    )}
                  >
                    {room.label}
                  </Link>
                  {badge && badge.count > 0 ? (
                    // Beside the link rather than in it, so the link's name stays the room's;
                    // the words ("3 new") describe the link for screen readers.
                    <span
                      aria-hidden="true"
                      data-badge={room.key}
                      className="pointer-events-none absolute top-1/2 right-3 min-w-6 -translate-y-1/2 rounded-full bg-accent-400 px-2 py-0.5 text-center text-xs font-bold text-brand-950 tabular-nums"
                    >
                      {badge.count}
                      <span id={badgeId} className="sr-only">
                        {badge.label}
                      </span>
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  )
}

export type StaffPageHeadingProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The page's main heading (h1). */
  title: string
  /** A sentence under it. @default none */
  lead?: ReactNode
  /** Buttons or links beside it on wide screens. @default none */
  actions?: ReactNode
}

/** The heading of a staff page: its title, a lead and actions. */
export function StaffPageHeading({
  title,
  lead,
  actions,
  className,
  ...props
}: StaffPageHeadingProps) {
  return (
    <div
      className={cn(
        'mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-base text-pretty text-slate-600">{lead}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}

export type StaffAuthFrameProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The company's name above the card. */
  brandName: string
  /** The area's name beside it, e.g. "Staff area". */
  areaName: string
  /** The page's main heading (h1), at the top of the card. */
  title: string
  /** A sentence under the heading. @default none */
  lead?: ReactNode
  /** A wider card, for the two-factor set-up and the recovery codes. @default false */
  wide?: boolean
}

/** The page of a staff member not yet signed in (sign-in, invitation, two-factor set-up): one card. */
export function StaffAuthFrame({
  brandName,
  areaName,
  title,
  lead,
  wide = false,
  className,
  children,
  ...props
}: StaffAuthFrameProps) {
  return (
    <div
      className={cn(
        'flex min-h-screen flex-col items-center bg-linear-to-b from-brand-950 from-0% via-brand-900 via-40% to-slate-50 to-40% px-4 py-10 sm:py-16',
        className,
      )}
      {...props}
    >
      <p className="flex items-center gap-3 text-white">
        <BrandMark className="size-10" />
        <span className="flex flex-col">
          <span className="text-lg leading-tight font-bold tracking-tight">{brandName}</span>
          <span className="text-sm font-medium text-accent-300">{areaName}</span>
        </span>
      </p>
      <main
        className={cn(
          'mt-8 w-full rounded-2xl bg-white p-6 shadow-card-hover ring-1 ring-slate-900/5 sm:p-8',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <h1 className="text-2xl font-bold tracking-tight text-balance text-brand-950">{title}</h1>
        {lead ? <p className="mt-2 text-sm leading-relaxed text-slate-600">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  )
}
