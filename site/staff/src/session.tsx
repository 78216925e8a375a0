import { staffApiPaths, staffSessionAnswerSchema, type StaffSessionAnswer } from '@app/core'
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react'
import { problemOf, staffApi } from './api'

export type SessionState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'signed-in'; session: StaffSessionAnswer }

interface SessionContextValue {
  current: SessionState
  /** Asks the server again, e.g. after signing in or setting up two-factor sign-in. */
  reload: () => Promise<StaffSessionAnswer | undefined>
  /** Forgets the session, e.g. after signing out. */
  forget: () => void
}

const SessionContext = createContext<SessionContextValue | null>(null)

/**
 * Who is signed in, asked of the server once and again on `reload`. A 401 leads to the sign-in
 * page by itself (api.ts); the pages of people not signed in do not use it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<SessionState>({ state: 'loading' })
  const reload = useCallback(async () => {
    try {
      const session = await staffApi.get(staffApiPaths.session, staffSessionAnswerSchema)
      setCurrent({ state: 'signed-in', session })
      return session
    } catch (error) {
      setCurrent({ state: 'failed', message: problemOf(error).message })
      return undefined
    }
  }, [])
  const forget = useCallback(() => setCurrent({ state: 'loading' }), [])
  return <SessionContext value={{ current, reload, forget }}>{children}</SessionContext>
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext)
  if (!value) throw new Error('useSession outside SessionProvider')
  return value
}

/** Loads the session when a page that needs it first appears. */
export function useLoadSession(enabled: boolean) {
  const { current, reload } = useSession()
  const needed = enabled && current.state === 'loading'
  useEffect(() => {
    if (needed) void reload()
  }, [needed, reload])
}

/**
 * A password typed a moment ago (accepting an invitation, or signing in before two-factor
 * sign-in is set up), kept in memory only, so the set-up page need not ask for it again.
 */
let rememberedPassword: string | undefined
export const passwordMemory = {
  keep(password: string) {
    rememberedPassword = password
  },
  take(): string | undefined {
    const password = rememberedPassword
    rememberedPassword = undefined
    return password
  },
}
