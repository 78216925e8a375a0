import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateTOTP } from '@oslojs/otp'
import { staffApiPaths, type StaffRole } from '@app/core'

/**
 * A staff member's browser, as far as the staff API can tell: it keeps the cookies the server
 * sets (and drops the ones it clears), sends the site's Origin with every change, and can
 * compute its authenticator's codes. Used by the server tests and the end-to-end tests alike.
 */
export class StaffClient {
  readonly cookies = new Map<string, string>()
  /** The authenticator's secret, once two-factor sign-in is set up. */
  secret: string | undefined
  recoveryCodes: string[] = []

  constructor(
    readonly baseUrl: string,
    /** The Origin header sent with changes. @default the base URL's origin */
    readonly origin: string = new URL(baseUrl).origin,
    /** Extra headers on every request, e.g. X-Forwarded-For. */
    readonly headers: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Keeps what Set-Cookie says: a value, or its removal. */
  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', ...value] = pair.split('=')
      const cleared =
        attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute)) ||
        attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute))
      if (cleared || value.join('=') === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value.join('='))
    }
  }

  async request(
    path: string,
    init: {
      method?: string
      body?: unknown
      origin?: string | null
      headers?: Record<string, string>
    } = {},
  ): Promise<Response> {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...this.headers,
      ...init.headers,
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const origin = init.origin === undefined ? this.origin : init.origin
    if (method !== 'GET' && origin !== null) headers.origin = origin
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    })
    this.keep(response)
    return response
  }

  get(path: string) {
    return this.request(path)
  }

  post(path: string, body: unknown = {}) {
    return this.request(path, { method: 'POST', body })
  }

  /** The authenticator's current code. */
  code(): string {
    if (!this.secret) throw new Error('Two-factor sign-in is not set up for this client')
    return totp(this.secret)
  }

  /** Signs in with the password and the authenticator's code; throws unless both succeed. */
  async signIn(email: string, password: string): Promise<void> {
    const first = await this.post(staffApiPaths.signIn, { email, password })
    if (first.status !== 200)
      throw new Error(`Sign-in answered ${first.status}: ${await first.text()}`)
    const { next } = (await first.json()) as { next: string }
    if (next !== 'code') return
    const second = await this.post(staffApiPaths.signInCode, { code: this.code() })
    if (second.status !== 200)
      throw new Error(`The code answered ${second.status}: ${await second.text()}`)
  }
}

/** The current TOTP code of a base32 secret (RFC 6238: 30 s, 6 digits). */
export function totp(secret: string): string {
  return generateTOTP(decodeBase32IgnorePadding(secret), 30, 6)
}

/** The token of an invitation link. */
export function tokenOf(link: string): string {
  const match = /\/staff\/invitation\/([^/?#\s]+)/.exec(link)
  if (!match) throw new Error(`Not an invitation link: ${link}`)
  return decodeURIComponent(match[1]!)
}

export interface StaffMember {
  client: StaffClient
  email: string
  password: string
  role: StaffRole
}

/**
 * Everything a new staff member does with their link: a name and password, two-factor sign-in
 * set up and confirmed. Answers the member with a signed-in client.
 */
export async function acceptAndSetUp(
  baseUrl: string,
  link: string,
  member: { email: string; name?: string; password?: string; role?: StaffRole },
): Promise<StaffMember> {
  const client = new StaffClient(baseUrl)
  const password = member.password ?? `A long pass phrase for ${member.email}`
  const accepted = await client.post(staffApiPaths.acceptInvitation, {
    token: tokenOf(link),
    name: member.name ?? member.email.split('@')[0],
    password,
    email: member.email,
  })
  if (accepted.status !== 200) {
    throw new Error(
      `Accepting the invitation answered ${accepted.status}: ${await accepted.text()}`,
    )
  }
  const setUp = await client.post(staffApiPaths.twoFactorSetUp, { password })
  if (setUp.status !== 200)
    throw new Error(`Set-up answered ${setUp.status}: ${await setUp.text()}`)
  const { secret, recoveryCodes } = (await setUp.json()) as {
    secret: string
    recoveryCodes: string[]
  }
  client.secret = secret
  client.recoveryCodes = recoveryCodes
  const confirmed = await client.post(staffApiPaths.twoFactorConfirm, { code: client.code() })
  if (confirmed.status !== 200) {
    throw new Error(`Confirming answered ${confirmed.status}: ${await confirmed.text()}`)
  }
  return { client, email: member.email, password, role: member.role ?? 'staff' }
}
