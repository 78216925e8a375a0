import { staffApiPaths, staffMessages, staffPages, staffSignInLimit, staffTimings } from '@app/core'
import { firstOwnerLink } from '@app/server/src/staff/invitations'
import { hashPassword } from '@app/server/src/staff/passwords'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'
import {
  backendTitle,
  countRows,
  createTestDatabase,
  databaseBackends,
  type TestDatabase,
} from '../support/database'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { acceptAndSetUp, StaffClient, type StaffMember, tokenOf } from '../support/staff'

const sessionSecret = 'staff-test-secret-'.repeat(4)

let addressCount = 0
/** An address of its own (X-Forwarded-For through a trusted loopback proxy), so limits do not mix. */
function newAddress(): string {
  addressCount += 1
  return `203.0.113.${addressCount}`
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`the staff area on ${backendTitle(backend)}`, () => {
    let database: TestDatabase
    let app: TestApp
    let smtp: TestSmtpServer
    /** The app's clock: the real one, moved on by tests that need a later hour. */
    let offsetMs = 0
    const now = () => new Date(Date.now() + offsetMs)
    let owner: StaffMember

    const client = (headers: Record<string, string> = {}) =>
      new StaffClient(app.url, undefined, { 'x-forwarded-for': newAddress(), ...headers })

    /** An owner's invitation, the link read from the e-mail it sends. */
    async function invite(by: StaffMember, email: string, role: 'owner' | 'staff' = 'staff') {
      const answer = await by.client.post(staffApiPaths.invitations, { email, role })
      expect(answer.status, await answer.clone().text()).toBe(200)
      const message = await smtp.waitForMessage((mail) => mail.to.includes(email))
      const link = /https?:\/\/\S+\/staff\/invitation\/\S+/.exec(message.text ?? '')?.[0]
      if (!link) throw new Error(`No link in the invitation: ${message.text}`)
      return link
    }

    beforeAll(async () => {
      smtp = await startSmtpServer()
      database = await createTestDatabase(backend.backend)
      app = await startTestApp({
        database,
        env: {
          SESSION_SECRET: sessionSecret,
          TRUST_PROXY: 'loopback',
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'http://staff.example.test',
        },
        now,
      })
      const link = await firstOwnerLink(app.db, app.config.publicUrl, now())
      owner = await acceptAndSetUp(app.url, link!, {
        email: 'olive.owner@example.com',
        role: 'owner',
      })
      // The test client talks to 127.0.0.1; its Origin is that address, which is this server too.
    })

    afterAll(async () => {
      await app?.close()
      await database?.close()
      await smtp?.stop()
    })

    beforeEach(() => {
      offsetMs = 0
    })

    describe('the first owner', () => {
      it('gets a set-up link only while the team has no active owner', async () => {
        expect(await firstOwnerLink(app.db, app.config.publicUrl, now())).toBeUndefined()
        const session = await owner.client.get(staffApiPaths.session)
        expect(await session.json()).toMatchObject({
          ok: true,
          user: { email: 'olive.owner@example.com', role: 'owner' },
          twoFactorEnabled: true,
        })
      })

      it('stores only a hash of a link, and a newer start-up link replaces the older one', async () => {
        const other = await createTestDatabase('pglite')
        try {
          const first = await firstOwnerLink(other.db, 'http://x.test', new Date())
          const second = await firstOwnerLink(other.db, 'http://x.test', new Date())
          const rows = await other.db.selectFrom('staff_invitations').selectAll().execute()
          expect(rows.map((row) => row.token_hash)).not.toContain(tokenOf(first!))
          const stale = await readState(other, tokenOf(first!))
          const fresh = await readState(other, tokenOf(second!))
          expect([stale, fresh]).toEqual(['expired', 'open'])
        } finally {
          await other.close()
        }
      })
    })

    describe('invitations', () => {
      it('are used up by the form, never by opening the link, and only once', async () => {
        const link = await invite(owner, 'sam.staff@example.com')
        const visitor = client()
        for (let i = 0; i < 2; i += 1) {
          const opened = await visitor.get(staffApiPaths.invitation(tokenOf(link)))
          expect(await opened.json()).toEqual({
            ok: true,
            email: 'sam.staff@example.com',
            role: 'staff',
            firstOwner: false,
          })
        }
        const member = await acceptAndSetUp(app.url, link, { email: 'sam.staff@example.com' })
        expect((await (await member.client.get(staffApiPaths.session)).json()).user.role).toBe(
          'staff',
        )
        const replay = await client().post(staffApiPaths.acceptInvitation, {
          token: tokenOf(link),
          name: 'Mallory',
          password: 'another long pass phrase',
        })
        expect(replay.status).toBe(410)
        expect((await replay.json()).error).toBe(staffMessages.invitationUsed)
        expect(await countRowsWhere('auth_users', 'sam.staff@example.com')).toBe(1)
      })

      it('expire after 24 hours, and a forged token is no invitation at all', async () => {
        const link = await invite(owner, 'late.larry@example.com')
        offsetMs = staffTimings.invitationMs + 1_000
        const late = await client().get(staffApiPaths.invitation(tokenOf(link)))
        expect(late.status).toBe(410)
        expect((await late.json()).error).toBe(staffMessages.invitationExpired)
        const accept = await client().post(staffApiPaths.acceptInvitation, {
          token: tokenOf(link),
          name: 'Larry',
          password: 'a long enough pass phrase',
        })
        expect(accept.status).toBe(410)
        for (const forged of ['x'.repeat(43), '../../etc/passwd', '%00']) {
          const answer = await client().get(staffApiPaths.invitation(forged))
          expect(answer.status).toBe(404)
          expect(answer.headers.get('set-cookie')).toBeNull()
        }
      })

      it('refuse short, long and common passwords, naming the field, and use nothing up', async () => {
        const link = await invite(owner, 'pat.password@example.com')
        const cases: Array<[string, string]> = [
          ['short pass', staffMessages.passwordTooShort],
          ['x'.repeat(129), staffMessages.passwordTooLong],
          ['qwerty123456', staffMessages.passwordCommon],
          ['LeaveMeAlone', staffMessages.passwordCommon],
        ]
        for (const [password, message] of cases) {
          const answer = await client().post(staffApiPaths.acceptInvitation, {
            token: tokenOf(link),
            name: 'Pat',
            password,
          })
          expect(answer.status, password).toBe(400)
          expect((await answer.json()).fields.password).toEqual([message])
        }
        const still = await client().get(staffApiPaths.invitation(tokenOf(link)))
        expect(still.status).toBe(200)
      })

      it('are sent by owners only: staff get 403', async () => {
        const link = await invite(owner, 'sid.staff@example.com')
        const sid = await acceptAndSetUp(app.url, link, { email: 'sid.staff@example.com' })
        const answer = await sid.client.post(staffApiPaths.invitations, {
          email: 'friend@example.com',
          role: 'owner',
        })
        expect(answer.status).toBe(403)
        expect((await answer.json()).error).toBe(staffMessages.forbidden)
        expect((await sid.client.get(staffApiPaths.team)).status).toBe(403)
        expect((await sid.client.get(staffApiPaths.audit)).status).toBe(403)
      })

      it('stores the password as an Argon2id hash with OWASP parameters', async () => {
        const row = await app.db
          .selectFrom('auth_accounts')
          .innerJoin('auth_users', 'auth_users.id', 'auth_accounts.user_id')
          .select('auth_accounts.password')
          .where('auth_users.email', '=', owner.email)
          .executeTakeFirstOrThrow()
        expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
        expect(await hashPassword('x'.repeat(12))).not.toBe(await hashPassword('x'.repeat(12)))
      })
    })

    describe('signing in', () => {
      it('asks for the code after the password, and signs in with it', async () => {
        const browser = client()
        const first = await browser.post(staffApiPaths.signIn, {
          email: owner.email,
          password: owner.password,
        })
        expect(await first.json()).toEqual({ ok: true, next: 'code' })
        expect((await browser.get(staffApiPaths.session)).status).toBe(401)
        const wrong = await browser.post(staffApiPaths.signInCode, { code: '000000' })
        expect(wrong.status).toBe(401)
        expect((await wrong.json()).error).toBe(staffMessages.codeInvalid)
        browser.secret = owner.client.secret
        const right = await browser.post(staffApiPaths.signInCode, { code: browser.code() })
        expect(await right.json()).toEqual({ ok: true, next: 'signed-in' })
        expect((await browser.get(staffApiPaths.session)).status).toBe(200)
        const cookie = right.headers.getSetCookie().find((line) => /session_token=/.test(line))
        expect(cookie).toMatch(/Path=\/staff(;|$)/)
        expect(cookie).toMatch(/HttpOnly/i)
        expect(cookie).toMatch(/SameSite=Lax/i)
      })

      it('takes each recovery code once', async () => {
        const code = owner.client.recoveryCodes[0]!
        const browser = client()
        await browser.post(staffApiPaths.signIn, { email: owner.email, password: owner.password })
        expect((await browser.post(staffApiPaths.signInCode, { code })).status).toBe(200)
        const again = client()
        await again.post(staffApiPaths.signIn, { email: owner.email, password: owner.password })
        const reused = await again.post(staffApiPaths.signInCode, { code })
        expect(reused.status).toBe(401)
        expect((await reused.json()).error).toBe(staffMessages.codeInvalid)
      })

      it('answers a wrong password and an unknown address alike, each after an Argon2 hash', async () => {
        const timed = async (email: string) => {
          const started = performance.now()
          const answer = await client().post(staffApiPaths.signIn, {
            email,
            password: 'not the password at all',
          })
          return {
            status: answer.status,
            body: await answer.json(),
            ms: performance.now() - started,
          }
        }
        const wrongPassword = await timed(owner.email)
        const unknown = await timed('nobody.here@example.com')
        expect(wrongPassword.status).toBe(401)
        expect(unknown).toMatchObject({ status: 401, body: wrongPassword.body })
        expect(wrongPassword.body.error).toBe(staffMessages.invalidCredentials)
        // Both paths compute a hash of 19 MiB and two passes: several milliseconds at least.
        expect(Math.min(wrongPassword.ms, unknown.ms)).toBeGreaterThan(5)
      })

      it(`refuses the ${staffSignInLimit.failures + 1}th attempt on an account from anywhere, with Retry-After`, async () => {
        const link = await invite(owner, 'lockout.lee@example.com')
        const lee = await acceptAndSetUp(app.url, link, { email: 'lockout.lee@example.com' })
        for (let i = 0; i < staffSignInLimit.failures; i += 1) {
          const answer = await client().post(staffApiPaths.signIn, {
            email: lee.email,
            password: 'wrong wrong wrong',
          })
          expect(answer.status).toBe(401)
        }
        const blocked = await client().post(staffApiPaths.signIn, {
          email: lee.email,
          password: lee.password,
        })
        expect(blocked.status).toBe(429)
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
        expect((await blocked.json()).error).toBe(staffMessages.tooManyAttempts)
        offsetMs = staffSignInLimit.windowMs + 1_000
        const later = client()
        later.secret = lee.client.secret
        await later.signIn(lee.email, lee.password)
      })

      it('refuses an address after five failures, whatever account it tries', async () => {
        const address = newAddress()
        const from = () => new StaffClient(app.url, undefined, { 'x-forwarded-for': address })
        for (let i = 0; i < staffSignInLimit.failures; i += 1) {
          await from().post(staffApiPaths.signIn, {
            email: `guess${i}@example.com`,
            password: 'guessing away',
          })
        }
        const blocked = await from().post(staffApiPaths.signIn, {
          email: owner.email,
          password: owner.password,
        })
        expect(blocked.status).toBe(429)
      })

      it('counts failures in the database, so a second server process sees them', async () => {
        const second = await startTestApp({
          database,
          env: {
            SESSION_SECRET: sessionSecret,
            TRUST_PROXY: 'loopback',
            PUBLIC_URL: 'http://staff.example.test',
          },
          now,
        })
        try {
          const address = newAddress()
          const via = (url: string) =>
            new StaffClient(url, undefined, { 'x-forwarded-for': address })
          for (let i = 0; i < staffSignInLimit.failures; i += 1) {
            const url = i % 2 === 0 ? app.url : second.url
            await via(url).post(staffApiPaths.signIn, {
              email: owner.email,
              password: `wrong ${i} wrong`,
            })
          }
          const blocked = await via(second.url).post(staffApiPaths.signIn, {
            email: owner.email,
            password: owner.password,
          })
          expect(blocked.status).toBe(429)
        } finally {
          await second.close()
          await app.db.deleteFrom('rate_limits').execute()
        }
      })
    })

    describe('sessions', () => {
      it('end after 30 minutes without a request', async () => {
        const browser = client()
        browser.secret = owner.client.secret
        await browser.signIn(owner.email, owner.password)
        offsetMs = 25 * 60_000
        expect((await browser.get(staffApiPaths.session)).status).toBe(200)
        offsetMs = 25 * 60_000 + staffTimings.idleMs - 60_000
        expect((await browser.get(staffApiPaths.session)).status).toBe(200)
        offsetMs = 25 * 60_000 + 2 * staffTimings.idleMs + 60_000
        const ended = await browser.get(staffApiPaths.session)
        expect(ended.status).toBe(401)
        expect((await ended.json()).error).toBe(staffMessages.signInRequired)
      })

      it('end 12 hours after signing in, however busy', async () => {
        const browser = client()
        browser.secret = owner.client.secret
        await browser.signIn(owner.email, owner.password)
        for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
          offsetMs = minutes * 60_000
          expect(
            (await browser.get(staffApiPaths.session)).status,
            `after ${minutes} minutes`,
          ).toBe(200)
        }
        offsetMs = staffTimings.absoluteMs + 60_000
        expect((await browser.get(staffApiPaths.session)).status).toBe(401)
      })

      it('are listed to their owner, who can end any of them or all', async () => {
        const phone = client({
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
        })
        phone.secret = owner.client.secret
        await phone.signIn(owner.email, owner.password)
        const list = await (await owner.client.get(staffApiPaths.sessions)).json()
        const phoneSession = list.sessions.find(
          (session: { device: string }) => session.device === 'Safari on iPhone',
        )
        expect(phoneSession).toMatchObject({ current: false })
        expect(
          list.sessions.filter((session: { current: boolean }) => session.current),
        ).toHaveLength(1)
        const ended = await owner.client.post(staffApiPaths.endSession(phoneSession.id))
        expect(ended.status).toBe(200)
        expect((await phone.get(staffApiPaths.session)).status).toBe(401)
        expect((await owner.client.post(staffApiPaths.endSession(phoneSession.id))).status).toBe(
          404,
        )

        const laptop = client()
        laptop.secret = owner.client.secret
        await laptop.signIn(owner.email, owner.password)
        expect((await laptop.post(staffApiPaths.signOutEverywhere)).status).toBe(200)
        expect((await laptop.get(staffApiPaths.session)).status).toBe(401)
        expect((await owner.client.get(staffApiPaths.session)).status).toBe(401)
        await owner.client.signIn(owner.email, owner.password)
      })

      it('refuses a forged or replayed cookie', async () => {
        const browser = client()
        browser.secret = owner.client.secret
        await browser.signIn(owner.email, owner.password)
        const [name, value] = [...browser.cookies].find(([cookie]) =>
          cookie.endsWith('session_token'),
        )!
        const forged = new StaffClient(app.url)
        forged.cookies.set(
          name,
          value.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        )
        expect((await forged.get(staffApiPaths.session)).status).toBe(401)
        await browser.post(staffApiPaths.signOut)
        const replayed = new StaffClient(app.url)
        replayed.cookies.set(name, value)
        expect((await replayed.get(staffApiPaths.session)).status).toBe(401)
      })
    })

    describe('changes', () => {
      it('are refused unless they come from the site itself', async () => {
        for (const origin of [
          null,
          'https://evil.example',
          'http://staff.example.test.evil.example',
        ]) {
          const answer = await owner.client.request(staffApiPaths.invitations, {
            method: 'POST',
            body: { email: 'x@example.com', role: 'staff' },
            origin,
          })
          expect(answer.status, String(origin)).toBe(403)
          expect((await answer.json()).error).toBe(staffMessages.otherOrigin)
        }
        const fromSite = await owner.client.request(staffApiPaths.signOut, {
          method: 'POST',
          body: {},
          origin: 'http://staff.example.test',
        })
        expect(fromSite.status).toBe(200)
        await owner.client.signIn(owner.email, owner.password)
      })
    })

    describe('the team', () => {
      it('keeps one active owner: the last one cannot be demoted or deactivated', async () => {
        const ownerId = await idOf(owner.email)
        const demote = await owner.client.post(staffApiPaths.memberRole(ownerId), { role: 'staff' })
        expect(demote.status).toBe(409)
        expect((await demote.json()).error).toBe(staffMessages.lastOwner)
        const deactivate = await owner.client.post(staffApiPaths.deactivateMember(ownerId))
        expect(deactivate.status).toBe(409)

        const link = await invite(owner, 'second.owner@example.com', 'owner')
        const second = await acceptAndSetUp(app.url, link, { email: 'second.owner@example.com' })
        const secondId = await idOf(second.email)
        // Both at once: at most one of them may win.
        const answers = await Promise.all([
          owner.client.post(staffApiPaths.memberRole(secondId), { role: 'staff' }),
          second.client.post(staffApiPaths.memberRole(ownerId), { role: 'staff' }),
        ])
        // The loser is refused either as the last owner (409) or, if the winner's change came
        // first, as someone who is no longer an owner (403).
        const statuses = answers.map((answer) => answer.status).sort()
        expect(statuses[0]).toBe(200)
        expect([403, 409]).toContain(statuses[1])
        const owners = await app.db
          .selectFrom('auth_users')
          .select('email')
          .where('role', '=', 'owner')
          .where('deactivated_at', 'is', null)
          .execute()
        expect(owners).toHaveLength(1)
        if (owners[0]!.email !== owner.email) {
          // The other way round: put the suite's owner back.
          await second.client.post(staffApiPaths.memberRole(ownerId), { role: 'owner' })
        }
      })

      it('ends a deactivated member’s sessions at once: their next request is a 401', async () => {
        const link = await invite(owner, 'dee.activated@example.com')
        const dee = await acceptAndSetUp(app.url, link, { email: 'dee.activated@example.com' })
        expect((await dee.client.get(staffApiPaths.session)).status).toBe(200)
        const answer = await owner.client.post(
          staffApiPaths.deactivateMember(await idOf(dee.email)),
        )
        expect(answer.status).toBe(200)
        expect((await dee.client.get(staffApiPaths.session)).status).toBe(401)
        const again = client()
        again.secret = dee.client.secret
        const signIn = await again.post(staffApiPaths.signIn, {
          email: dee.email,
          password: dee.password,
        })
        expect(signIn.status).toBe(401)
        expect((await signIn.json()).error).toBe(staffMessages.invalidCredentials)
        const team = await (await owner.client.get(staffApiPaths.team)).json()
        expect(
          team.members.find((m: { email: string }) => m.email === dee.email).deactivatedAt,
        ).not.toBeNull()
      })

      it('re-sends an invitation with a new link: the old one stops working', async () => {
        const oldLink = await invite(owner, 'resend.rita@example.com')
        const team = await (await owner.client.get(staffApiPaths.team)).json()
        const pending = team.invitations.find(
          (i: { email: string }) => i.email === 'resend.rita@example.com',
        )
        expect((await owner.client.post(staffApiPaths.resendInvitation(pending.id))).status).toBe(
          200,
        )
        const mail = await smtp.waitForMessage(
          (message) =>
            message.to.includes('resend.rita@example.com') &&
            !(message.text ?? '').includes(tokenOf(oldLink)),
        )
        const newLink = /https?:\/\/\S+\/staff\/invitation\/\S+/.exec(mail.text ?? '')![0]
        expect((await client().get(staffApiPaths.invitation(tokenOf(oldLink)))).status).toBe(404)
        expect((await client().get(staffApiPaths.invitation(tokenOf(newLink)))).status).toBe(200)
      })
    })

    describe('the audit log', () => {
      it('records sign-ins, failures, invitations and role changes, newest first, filterable', async () => {
        const answer = await (
          await owner.client.get(`${staffApiPaths.audit}?action=invitation-sent`)
        ).json()
        expect(answer.entries.length).toBeGreaterThan(0)
        for (const entry of answer.entries) {
          expect(entry).toMatchObject({ action: 'invitation-sent', actor: owner.email })
          expect(entry.address).toMatch(/^203\.0\.113\.|^127\.0\.0\.1$/)
        }
        const ids = answer.entries.map((entry: { id: number }) => entry.id)
        expect([...ids].sort((a, b) => b - a)).toEqual(ids)
        const failed = await (
          await owner.client.get(`${staffApiPaths.audit}?action=sign-in-failed`)
        ).json()
        expect(
          failed.entries.some(
            (entry: { actor: string }) => entry.actor === 'nobody.here@example.com',
          ),
        ).toBe(true)
        const byPerson = await (
          await owner.client.get(
            `${staffApiPaths.audit}?actor=${encodeURIComponent('dee.activated')}`,
          )
        ).json()
        expect(
          byPerson.entries.every((entry: { actor: string }) =>
            entry.actor.includes('dee.activated'),
          ),
        ).toBe(true)
        const bad = await owner.client.get(`${staffApiPaths.audit}?action=delete-everything`)
        expect(bad.status).toBe(400)
        expect((await bad.json()).fields.action).toEqual([staffMessages.unknownAction])
      })

      it('cannot be changed or deleted, not even by the database user', async () => {
        const before = await countRows(app.db, 'audit_log')
        await expect(sql`update audit_log set action = 'nothing'`.execute(app.db)).rejects.toThrow(
          /append-only/,
        )
        await expect(sql`delete from audit_log`.execute(app.db)).rejects.toThrow(/append-only/)
        expect(await countRows(app.db, 'audit_log')).toBe(before)
      })
    })

    describe('the pages', () => {
      it('send people without a session to the sign-in page, keeping where they were going', async () => {
        const answer = await client().get('/staff/team?view=all')
        expect(answer.status).toBe(302)
        expect(answer.headers.get('location')).toBe(
          `${staffPages.signIn}?next=${encodeURIComponent('/staff/team?view=all')}`,
        )
        expect(answer.headers.get('cache-control')).toBe('no-store')
        expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/)
      })

      it('are private in every way: no cache, no index, a CSP without any other origin', async () => {
        const page = await owner.client.get(staffPages.team)
        expect(page.status).toBe(200)
        expect(await page.text()).toContain('/staff/assets/staff-abc123.js')
        const csp = page.headers.get('content-security-policy')!
        expect(csp).toContain("default-src 'none'")
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).not.toMatch(/https?:|unsafe-inline|\*/)
        expect(page.headers.get('x-robots-tag')).toMatch(/noindex/)
        expect(page.headers.get('cache-control')).toBe('no-store')
      })

      it('lead a signed-in person past the sign-in page, but never off the site', async () => {
        for (const next of [
          'https://evil.example/',
          '//evil.example',
          '/\\evil.example',
          'javascript:alert(1)',
        ]) {
          const answer = await owner.client.get(
            `${staffPages.signIn}?next=${encodeURIComponent(next)}`,
          )
          expect(answer.status, next).toBe(302)
          expect(answer.headers.get('location'), next).toBe(staffPages.overview)
        }
        const inside = await owner.client.get(
          `${staffPages.signIn}?next=${encodeURIComponent('/staff/audit')}`,
        )
        expect(inside.headers.get('location')).toBe('/staff/audit')
      })

      it('keep a new invoice behind the sign-in, the old builder address included', async () => {
        const signIn = `${staffPages.signIn}?next=${encodeURIComponent(staffPages.newInvoice)}`
        // The old address never sees the staff cookie, so it always goes by the sign-in page…
        for (const who of [client(), owner.client]) {
          const old = await who.get('/invoice')
          expect(old.status).toBe(302)
          expect(old.headers.get('location')).toBe(signIn)
          expect(old.headers.get('cache-control')).toBe('no-store')
        }
        // …which sends a visitor to sign in and lets a signed-in member straight through.
        expect((await client().get(staffPages.newInvoice)).headers.get('location')).toBe(signIn)
        const through = await owner.client.get(signIn)
        expect(through.status).toBe(302)
        expect(through.headers.get('location')).toBe(staffPages.newInvoice)
        const page = await owner.client.get(staffPages.newInvoice)
        expect(page.status).toBe(200)
        expect(await page.text()).toContain('/staff/assets/staff-abc123.js')
      })

      it('answer the staff API with JSON 401 without a session', async () => {
        for (const path of [
          staffApiPaths.team,
          staffApiPaths.sessions,
          staffApiPaths.audit,
          staffApiPaths.session,
        ]) {
          const answer = await client().get(path)
          expect(answer.status, path).toBe(401)
          expect(answer.headers.get('content-type')).toMatch(/application\/json/)
        }
      })
    })

    async function idOf(email: string): Promise<string> {
      const row = await app.db
        .selectFrom('auth_users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      return row.id
    }

    async function countRowsWhere(_table: 'auth_users', email: string): Promise<number> {
      const rows = await app.db
        .selectFrom('auth_users')
        .select('id')
        .where('email', '=', email)
        .execute()
      return rows.length
    }
  })
}

async function readState(database: TestDatabase, token: string): Promise<string> {
  const { readInvitation } = await import('@app/server/src/staff/invitations')
  return (await readInvitation(database.db, token, new Date())).state
}
