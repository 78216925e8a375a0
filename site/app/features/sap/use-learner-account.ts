import { learnerLinks } from '@app/core'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const hint = `; ${learnerLinks.signedInHintCookie}=`

/** What the header offers a signed-in learner: their videos, and a sign-out form needing no script. */
const account = {
  home: learnerLinks.myVideos,
  signOutLabel: learnerLinks.signOut,
  signOutAction: learnerLinks.signOutAction,
} as const

/**
 * The header's signed-in state (docs/product.md#sap-learners-area), read from the non-secret
 * hint cookie the server sets beside the session cookie: after hydration (the pages are
 * prerendered signed out) and again at every render, so that signing in or out shows at the next
 * page. It asks the server nothing, so a visitor who never signed in costs no request.
 */
export function useLearnerAccount(): typeof account | undefined {
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => `; ${document.cookie}`.includes(hint),
    () => false,
  )
  return signedIn ? account : undefined
}
