import { STAFF_NEXT_PARAM, staffPages } from '@app/core'
import { useEffect } from 'react'
import { InvitationPage } from './pages/invitation'
import { SignedInArea } from './pages/signed-in-area'
import { SignInPage } from './pages/sign-in'
import { TwoFactorPage } from './pages/two-factor'
import { useLocation } from './router'
import { SessionProvider } from './session'

/** The staff pages, by path (core's staffPages). */
export function App() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    // React runs the page: what the tests wait for before they type (as on the public site).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const path = pathname.replace(/\/+$/, '') || '/'
  const invitationPrefix = staffPages.invitation('')
  let page
  if (path === staffPages.signIn) {
    page = <SignInPage next={search.get(STAFF_NEXT_PARAM)} />
  } else if (path.startsWith(invitationPrefix)) {
    page = <InvitationPage token={decodeURIComponent(path.slice(invitationPrefix.length))} />
  } else if (path === staffPages.twoFactorSetUp) {
    page = <TwoFactorPage />
  } else {
    page = <SignedInArea path={path} />
  }
  return <SessionProvider>{page}</SessionProvider>
}
