import { useEffect, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router'
import {
  brand,
  companyRegistration,
  feeds,
  feedLink,
  footerLinks,
  headOfficeLines,
  legalLinks,
  loginLink,
  mainNavigation,
  siteIcons,
} from '@app/core'
import { ButtonLink, Button, Footer, Header, LinkProvider, MessagePanel } from '@app/ui'
import { interLatin } from '@app/ui/fonts'
import stylesheet from '@app/ui/styles.css?url'
import type { Route } from './+types/root'
import { RouterLink } from './components/router-link'
import { useLearnerAccount } from './features/sap/use-learner-account'
import { useYear } from './lib/use-now'
import { clearStaleChunkMark, isChunkLoadError, reloadOnceForStaleChunk } from './lib/stale-chunk'

export const links: Route.LinksFunction = () => [
  // Fetched with the stylesheet rather than after it, so the first paint is usually in Inter
  // already (docs/product.md#loading-speed). Fonts are always fetched in CORS mode.
  {
    rel: 'preload',
    href: interLatin.href,
    as: 'font',
    type: interLatin.type,
    crossOrigin: 'anonymous',
  },
  { rel: 'stylesheet', href: stylesheet },
  // The .ico for browsers and tools that ask for it, the SVG for every browser that can draw it.
  { rel: 'icon', href: siteIcons.favicon.path, sizes: '48x48' },
  { rel: 'icon', href: siteIcons.svg.path, type: siteIcons.svg.type },
  { rel: 'apple-touch-icon', href: siteIcons.appleTouch.path },
  { rel: 'manifest', href: feeds.manifest.path },
]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColour} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** Header and footer around every page, including the not-found and error screens. */
function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const year = useYear()
  const account = useLearnerAccount()
  return (
    <LinkProvider component={RouterLink}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow-lg"
      >
        Skip to content
      </a>
      <Header
        brandName={brand.name}
        tagline={brand.tagline}
        phone={brand.phone}
        email={brand.email}
        loginLink={loginLink}
        account={account}
        social={brand.social}
        navigation={mainNavigation}
        currentPath={pathname}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer
        brandName={brand.name}
        tagline={brand.tagline}
        about={brand.about}
        addressLabel={brand.headOffice.label}
        addressLines={headOfficeLines()}
        phone={brand.phone}
        email={brand.email}
        social={brand.social}
        feedLink={feedLink}
        links={footerLinks}
        legalLinks={legalLinks}
        companyDetails={companyRegistration()}
        year={year}
      />
    </LinkProvider>
  )
}

export default function App() {
  useEffect(() => {
    clearStaleChunkMark()
    // Lets tests (and anyone debugging) see that the prerendered page has become interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

/** The branded error screen (docs/product.md#pages-and-routes): a way back, and the stack trace only in development. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staleChunk = isChunkLoadError(error)
  useEffect(() => {
    if (staleChunk) reloadOnceForStaleChunk()
  }, [staleChunk])

  const status = isRouteErrorResponse(error) ? String(error.status) : undefined
  const details =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined
  return (
    <Shell>
      <title>{`Something went wrong | ${brand.name}`}</title>
      <MessagePanel
        code={status}
        title="Something went wrong"
        details={details}
        actions={
          <>
            <ButtonLink href="/">Back to the home page</ButtonLink>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Try again
            </Button>
          </>
        }
      >
        <p>
          Sorry — this page could not be shown. Please try again, or call us on{' '}
          <a className="font-semibold underline" href={brand.phone.href}>
            {brand.phone.display}
          </a>
          .
        </p>
      </MessagePanel>
    </Shell>
  )
}
