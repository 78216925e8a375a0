import { STAFF_BASE_PATH } from '@app/core'
import type { BrowserContext } from 'playwright-core'
import { acceptAndSetUp, type StaffMember } from '../../support/staff'

/** A started server, as far as signing in to it goes: where it is, and what it has logged. */
interface StartedServer {
  url: string
  output: () => string
}

/** The owner made from each started server's start-up link (a link works once). */
const owners = new WeakMap<StartedServer, Promise<StaffMember>>()

/** The first owner's set-up link, from the line the server logs at start. */
export function startUpLink(site: StartedServer): string {
  const match = /Staff area: no owner yet — create one at ([^\s"]+)/.exec(site.output())
  if (!match) throw new Error(`The server logged no start-up link:\n${site.output()}`)
  return match[1]!
}

/**
 * The site's first owner, with two-factor sign-in set up, made over HTTP from the start-up link
 * the first time it is asked for (for tests about something else than becoming an owner).
 */
export function ownerOf(site: StartedServer): Promise<StaffMember> {
  let owner = owners.get(site)
  if (!owner) {
    owner = acceptAndSetUp(site.url, startUpLink(site), {
      email: 'owner@northlight.test',
      name: 'Olive Owner',
      role: 'owner',
    })
    owners.set(site, owner)
  }
  return owner
}

/** Gives a browser profile the owner's staff session, as if they had just signed in. */
export async function signInAsOwner(context: BrowserContext, site: StartedServer): Promise<void> {
  const { client } = await ownerOf(site)
  const { hostname } = new URL(site.url)
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({
      name,
      value,
      domain: hostname,
      path: STAFF_BASE_PATH,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  )
}
