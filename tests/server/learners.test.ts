import {
  type EnrolmentRequestInput,
  inboxApiPaths,
  learnersApiPaths,
  type LearnerRow,
  paymentPaths,
  sapMessages,
  sapPaths,
  type SapTopicsAnswer,
  staffApiPaths,
} from '@app/core'
import { accessState, accessUntil, type AccessGrant } from '@app/server/src/learners/access'
import { learnerMailSubjects } from '@app/server/src/learners/mail'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validEnrolment } from '../support/app'
import { backendTitle, countRows, databaseBackends } from '../support/database'
import { eventually, startStaffTestApp, type StaffTestApp } from '../support/inbox-records'
import { StaffClient } from '../support/staff'
import { StripeStandIn } from '../support/stripe-stand-in'

describe('access windows', () => {
  const paid = new Date('2026-01-31T10:00:00Z')
  const grant = (duration: string, startsAt = paid): AccessGrant => ({
    starts_at: startsAt,
    duration,
    until_at: null,
    ended_at: null,
  })

  it('runs from payment to the end of the bought duration plus 30 days', () => {
    expect(accessUntil([grant('15-days')])?.toISOString()).toBe('2026-03-17T10:00:00.000Z')
    // 31 January + 1 month is the last day of February, then 30 days.
    expect(accessUntil([grant('1-month')])?.toISOString()).toBe('2026-03-30T10:00:00.000Z')
    expect(accessUntil([grant('3-months')])?.toISOString()).toBe('2026-05-30T10:00:00.000Z')
    expect(accessUntil([grant('6-months')])?.toISOString()).toBe('2026-08-30T10:00:00.000Z')
  })

  it('adds two enrolments up: the second starts where the first ends', () => {
    const second = new Date('2026-02-10T10:00:00Z')
    // 15 days from 31 January, then one month from 15 February, then 30 days.
    expect(accessUntil([grant('15-days'), grant('1-month', second)])?.toISOString()).toBe(
      '2026-04-14T10:00:00.000Z',
    )
  })

  it('says when access ended, and that it ended with a refunded enrolment', () => {
    const lapsed = accessState([grant('15-days')], new Date('2026-03-18T00:00:00Z'))
    expect(lapsed).toEqual({ state: 'ended', endedOn: '2026-03-17T10:00:00.000Z' })
    const refunded = new Date('2026-02-01T09:00:00Z')
    expect(
      accessState([{ ...grant('6-months'), ended_at: refunded }], new Date('2026-02-02T00:00:00Z')),
    ).toEqual({ state: 'ended', endedOn: refunded.toISOString() })
    expect(accessState([grant('1-month')], new Date('2026-03-29T00:00:00Z')).state).toBe('active')
  })
})

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`learner accounts on ${backendTitle(backend)}`, () => {
    let standIn: StripeStandIn
    let staff: StaffTestApp
    let addresses = 0

    beforeAll(async () => {
      standIn = await StripeStandIn.start()
      staff = await startStaffTestApp(backend.backend, {
        ...standIn.env(),
        TRUST_PROXY: 'loopback',
      })
      standIn.webhookUrl = `${staff.app.url}${paymentPaths.webhook}`
    })

    afterAll(async () => {
      await staff?.close()
      await standIn?.stop()
    })

    /** A learner's browser, from an address of its own. */
    function browser(): StaffClient {
      addresses += 1
      return new StaffClient(staff.app.url, undefined, {
        'x-forwarded-for': `203.0.113.${addresses}`,
      })
    }

    let people = 0
    const person = () => {
      people += 1
      return { name: `Learner ${people}`, email: `learner${people}-${Date.now()}@example.com` }
    }

    async function paidEnrolment(request: EnrolmentRequestInput, options: { race?: boolean } = {}) {
      const started = await staff.app.post(paymentPaths.createCheckoutSession, request)
      expect(started.status, await started.clone().text()).toBe(200)
      const { id } = (await started.json()) as { id: string }
      const event = await standIn.pay(id, { deliver: false })
      const thankYou = () => fetch(`${staff.app.url}${paymentPaths.session}${id}`)
      if (options.race) {
        await Promise.all([standIn.deliver(event), thankYou(), standIn.deliver(event), thankYou()])
      } else {
        expect(await standIn.deliver(event)).toBe(200)
      }
      return staff.app.db
        .selectFrom('enrolments')
        .selectAll()
        .where('stripe_session_id', '=', id)
        .executeTakeFirstOrThrow()
    }

    const sapOnly = (who: { name: string; email: string }, duration = '3-months' as const) =>
      validEnrolment({
        ...who,
        lines: [{ course: 'sap-basis', duration }],
        course: 'SAP BASIS (3 months)',
        amount: 120_000,
      })

    const invitationFor = (email: string) =>
      staff.smtp.waitForMessage(
        (mail) => mail.to.includes(email) && mail.subject === learnerMailSubjects.invitation,
      )

    const tokenIn = (text: string | undefined) => {
      const token = /\/sap-password\?token=([A-Za-z0-9_%-]+)/.exec(text ?? '')?.[1]
      if (!token) throw new Error(`No link in: ${text}`)
      return decodeURIComponent(token)
    }

    async function topics(client: StaffClient) {
      const response = await client.get(sapPaths.topics)
      return { status: response.status, body: (await response.json()) as SapTopicsAnswer }
    }

    async function signIn(client: StaffClient, email: string, password: string) {
      return client.post(sapPaths.login, { email, password })
    }

    /** A paid learner who has chosen their password; answers their signed-in browser. */
    async function setUpLearner(who = person(), password = 'Learning SAP 4711!') {
      await paidEnrolment(sapOnly(who))
      const token = tokenIn((await invitationFor(who.email)).text)
      const client = browser()
      const set = await client.post(sapPaths.setPassword, { token, password })
      expect(set.status, await set.clone().text()).toBe(200)
      return { who, password, client, token }
    }

    it('makes one learner, one grant and one invitation from a paid SAP BASIS enrolment, however the payment is reported', async () => {
      const who = person()
      const enrolment = await paidEnrolment(sapOnly(who), { race: true })
      expect(enrolment.status).toBe('paid')
      const learners = await staff.app.db
        .selectFrom('learner_users')
        .select('id')
        .where('email', '=', who.email)
        .execute()
      expect(learners).toHaveLength(1)
      const grants = await staff.app.db
        .selectFrom('learner_access')
        .selectAll()
        .where('learner_id', '=', learners[0]!.id)
        .execute()
      expect(grants).toHaveLength(1)
      expect(grants[0]).toMatchObject({ enrolment_id: enrolment.id, duration: '3-months' })
      const invitation = await invitationFor(who.email)
      expect(invitation.text).toContain('choose your password')
      const confirmation = await staff.smtp.waitForMessage(
        (mail) => mail.to.includes(who.email) && /enrolment is confirmed/.test(mail.subject),
      )
      expect(confirmation.text).toContain(
        'a separate e-mail follows with a link to choose your password',
      )
      // Another delivery later changes nothing either.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(
        staff.smtp.messages.filter(
          (mail) => mail.to.includes(who.email) && mail.subject === learnerMailSubjects.invitation,
        ),
      ).toHaveLength(1)
      // The link is stored only as a hash.
      const stored = await staff.app.db.selectFrom('learner_links').select('token_hash').execute()
      expect(stored.map((row) => row.token_hash)).not.toContain(tokenIn(invitation.text))
    })

    it('makes no learner from an enrolment without SAP BASIS', async () => {
      const who = person()
      const before = await countRows(staff.app.db, 'learner_users')
      await paidEnrolment(
        validEnrolment({
          ...who,
          lines: [{ course: 'cybersecurity', duration: '1-month' }],
          course: 'Cybersecurity (1 month)',
          amount: 140_000,
        }),
      )
      expect(await countRows(staff.app.db, 'learner_users')).toBe(before)
    })

    it('uses an invitation only by the form: opening the link changes nothing; then sign-in shows the 14 topics', async () => {
      const who = person()
      await paidEnrolment(sapOnly(who))
      const token = tokenIn((await invitationFor(who.email)).text)
      const client = browser()
      for (let i = 0; i < 2; i += 1) {
        const open = await client.get(`${sapPaths.passwordLink}?token=${encodeURIComponent(token)}`)
        expect(open.status).toBe(200)
        expect(await open.json()).toEqual({ ok: true, purpose: 'invitation' })
      }
      const common = await client.post(sapPaths.setPassword, { token, password: 'qwerty123456' })
      expect(common.status).toBe(400)
      const set = await client.post(sapPaths.setPassword, { token, password: 'Learning SAP 4711!' })
      expect(set.status).toBe(200)
      const { status, body } = await topics(client)
      expect(status).toBe(200)
      expect(body.topics).toHaveLength(14)
      expect(body.topics[0]!.title).toBe('Introduction to SAP and ERP')
      expect(body.access.state).toBe('active')

      const again = await browser().post(sapPaths.setPassword, {
        token,
        password: 'Another one 4711!',
      })
      expect(again.status).toBe(410)
      expect(await again.json()).toMatchObject({ error: sapMessages.linkUsed })
      const forged = await browser().post(sapPaths.setPassword, {
        token: 'x'.repeat(43),
        password: 'Another one 4711!',
      })
      expect(forged.status).toBe(404)
      expect(forged.headers.getSetCookie()).toEqual([])

      const fresh = browser()
      expect((await signIn(fresh, who.email.toUpperCase(), 'Learning SAP 4711!')).status).toBe(200)
      expect((await topics(fresh)).body.topics).toHaveLength(14)
    })

    it('refuses an expired invitation with a clear answer and no session', async () => {
      const who = person()
      await paidEnrolment(sapOnly(who))
      const token = tokenIn((await invitationFor(who.email)).text)
      await staff.app.db
        .updateTable('learner_links')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('used_at', 'is', null)
        .execute()
      const client = browser()
      const answer = await client.post(sapPaths.setPassword, {
        token,
        password: 'Learning SAP 4711!',
      })
      expect(answer.status).toBe(410)
      expect(await answer.json()).toMatchObject({ error: sapMessages.linkExpired })
      expect(client.cookies.size).toBe(0)
    })

    it('answers a wrong password and an unknown address alike, and limits failures per address and per account', async () => {
      const { who } = await setUpLearner()
      const client = browser()
      const wrong = await signIn(client, who.email, 'not the password')
      const unknown = await signIn(client, 'nobody@example.com', 'not the password')
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401)
        expect(await answer.json()).toEqual({ ok: false, error: sapMessages.invalidCredentials })
      }
      for (let i = 0; i < 3; i += 1) await signIn(client, 'nobody@example.com', 'x')
      const blocked = await signIn(client, who.email, 'Learning SAP 4711!')
      expect(blocked.status).toBe(429)
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)

      // Per account: five failures from five addresses lock the account for everyone.
      const { who: other, password } = await setUpLearner()
      for (let i = 0; i < 5; i += 1) await signIn(browser(), other.email, 'wrong password')
      expect((await signIn(browser(), other.email, password)).status).toBe(429)
      expect(
        await staff.app.db
          .selectFrom('rate_limits')
          .select('key')
          .where('key', 'like', 'learner-sign-in:%')
          .execute(),
      ).not.toHaveLength(0)
    })

    it('keeps three devices signed in: a fourth sign-in ends the oldest; sign out everywhere ends all', async () => {
      const { who, password, client: first } = await setUpLearner()
      const devices = [first]
      for (let i = 0; i < 3; i += 1) {
        const device = browser()
        expect((await signIn(device, who.email, password)).status).toBe(200)
        devices.push(device)
      }
      expect((await topics(devices[0]!)).status).toBe(401)
      for (const device of devices.slice(1)) expect((await topics(device)).status).toBe(200)
      expect((await devices[1]!.post(sapPaths.logoutEverywhere, {})).status).toBe(200)
      for (const device of devices) expect((await topics(device)).status).toBe(401)
    })

    it('resets a password: the same answer for any address, a single-use link, other sessions ended', async () => {
      const { who, client } = await setUpLearner()
      const asker = browser()
      const known = await asker.post(sapPaths.passwordReset, { email: who.email })
      const unknown = await asker.post(sapPaths.passwordReset, {
        email: `nobody-${Date.now()}@example.com`,
      })
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(200)
      expect(await known.json()).toEqual(await unknown.json())
      const mail = await staff.smtp.waitForMessage(
        (message) =>
          message.to.includes(who.email) && message.subject === learnerMailSubjects.reset,
      )
      const token = tokenIn(mail.text)
      const resetter = browser()
      expect(
        (await resetter.post(sapPaths.setPassword, { token, password: 'A new password 2026' }))
          .status,
      ).toBe(200)
      expect((await topics(client)).status).toBe(401)
      expect((await topics(resetter)).status).toBe(200)
      expect(
        (await browser().post(sapPaths.setPassword, { token, password: 'Yet another 2026!' }))
          .status,
      ).toBe(410)
      expect((await signIn(browser(), who.email, 'A new password 2026')).status).toBe(200)
      const lifetime = await staff.app.db
        .selectFrom('learner_links')
        .select(['created_at', 'expires_at'])
        .where('purpose', '=', 'reset')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(lifetime.expires_at.getTime() - lifetime.created_at.getTime()).toBe(60 * 60_000)
    })

    it('ends the access of a fully refunded enrolment; the learner still signs in and is told', async () => {
      const who = person()
      const enrolment = await paidEnrolment(sapOnly(who))
      const token = tokenIn((await invitationFor(who.email)).text)
      const client = browser()
      await client.post(sapPaths.setPassword, { token, password: 'Learning SAP 4711!' })
      const refund = (amount: number) => ({
        id: `evt_${Date.now()}_${amount}`,
        object: 'event',
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        api_version: '2026-10-28.endive',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: {
          object: {
            id: `ch_${amount}`,
            object: 'charge',
            payment_intent: enrolment.stripe_payment_intent,
            amount_refunded: amount,
          },
        },
      })
      expect(await standIn.deliver(refund(20_000) as never)).toBe(200)
      expect((await topics(client)).body.access.state).toBe('active')
      expect(await standIn.deliver(refund(120_000) as never)).toBe(200)
      const after = await topics(client)
      expect(after.status).toBe(200)
      expect(after.body.access.state).toBe('ended')
      expect(after.body.topics).toEqual([])
    })

    it("lets staff invite by hand, extend, end and resend, all in the audit log; a learner's cookie never opens the staff area", async () => {
      const owner = staff.owner.client
      const who = person()
      const invited = await owner.post(learnersApiPaths.learners, {
        ...who,
        until: '2099-12-31',
      })
      expect(invited.status, await invited.clone().text()).toBe(200)
      const { id } = (await invited.json()) as { id: string }
      const first = await invitationFor(who.email)
      expect((await owner.post(learnersApiPaths.resend(id), {})).status).toBe(200)
      const second = await eventually('a second invitation', async () => {
        const all = staff.smtp.messages.filter(
          (mail) => mail.to.includes(who.email) && mail.subject === learnerMailSubjects.invitation,
        )
        return all.length === 2 ? all[1] : undefined
      })
      // The resent link replaces the first.
      expect(
        (await browser().get(`${sapPaths.passwordLink}?token=${tokenIn(first.text)}`)).status,
      ).toBe(410)
      const client = browser()
      await client.post(sapPaths.setPassword, {
        token: tokenIn(second.text),
        password: 'Learning SAP 4711!',
      })
      expect((await topics(client)).body.access).toEqual({
        state: 'active',
        until: '2099-12-31T23:59:59.999Z',
      })

      const list = (await (await owner.get(learnersApiPaths.learners)).json()) as {
        learners: LearnerRow[]
      }
      expect(list.learners.find((row) => row.id === id)).toMatchObject({
        email: who.email,
        invitation: 'password-set',
        accessUntil: '2099-12-31T23:59:59.999Z',
      })

      expect((await owner.post(learnersApiPaths.end(id), {})).status).toBe(200)
      expect((await topics(client)).body.access.state).toBe('ended')
      expect((await owner.post(learnersApiPaths.extend(id), { until: '2000-01-01' })).status).toBe(
        400,
      )
      expect((await owner.post(learnersApiPaths.extend(id), { until: '2098-06-30' })).status).toBe(
        200,
      )
      expect((await topics(client)).body.access.state).toBe('active')

      const audit = await owner.get(
        `${staffApiPaths.audit}?${new URLSearchParams({ action: 'learner-invited' })}`,
      )
      expect(audit.status).toBe(200)
      const actions = await staff.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', id)
        .orderBy('id')
        .execute()
      expect(actions.map((row) => row.action)).toEqual([
        'learner-invited',
        'learner-invitation-resent',
        'learner-access-ended',
        'learner-access-extended',
      ])

      // The learner's session is no staff session.
      expect((await client.get(staffApiPaths.session)).status).toBe(401)
      expect((await client.get(learnersApiPaths.learners)).status).toBe(401)
    })

    it('lets staff edit the video list; learners see it at their next load', async () => {
      const { client } = await setUpLearner()
      const owner = staff.owner.client
      const current = (await (await owner.get(learnersApiPaths.videos)).json()) as {
        topics: { id: number; title: string; fileId: string }[]
      }
      expect(current.topics).toHaveLength(14)
      const [first, second, ...rest] = current.topics
      const edited = [
        second!,
        { ...first!, title: 'Introduction to SAP, ERP and BASIS' },
        ...rest.slice(0, -1),
        { title: 'Transport management', fileId: 'new-video_1' },
      ]
      const saved = await owner.post(learnersApiPaths.videos, { topics: edited })
      expect(saved.status, await saved.clone().text()).toBe(200)
      const seen = (await topics(client)).body.topics
      expect(seen.map((topic) => topic.title).slice(0, 2)).toEqual([
        second!.title,
        'Introduction to SAP, ERP and BASIS',
      ])
      expect(seen.at(-1)).toMatchObject({ number: 14, title: 'Transport management' })
      const bad = await owner.post(learnersApiPaths.videos, {
        topics: [{ title: 'x', fileId: 'no spaces allowed' }],
      })
      expect(bad.status).toBe(400)
      // Put the list back for other tests.
      await owner.post(learnersApiPaths.videos, { topics: current.topics })
    })

    it('finds, exports and erases a learner account with a privacy request', async () => {
      const { who, client } = await setUpLearner()
      const owner = staff.owner.client
      const found = await owner.post(inboxApiPaths.privacyFind, { email: who.email.toUpperCase() })
      expect((await found.json()) as unknown).toMatchObject({ findings: { learnerAccount: true } })
      const exported = await owner.post(inboxApiPaths.privacyExport, { email: who.email })
      expect(await exported.json()).toMatchObject({
        learnerAccount: { email: who.email, access: [{ duration: '3-months' }] },
      })
      const erased = await owner.post(inboxApiPaths.privacyErase, { email: who.email })
      expect(await erased.json()).toMatchObject({ erased: { learnerAccountsDeleted: 1 } })
      expect((await topics(client)).status).toBe(401)
      expect(
        await staff.app.db
          .selectFrom('learner_users')
          .select('id')
          .where('email', '=', who.email)
          .execute(),
      ).toEqual([])
      expect((await signIn(browser(), who.email, 'Learning SAP 4711!')).status).toBe(401)
    })
  })
}
