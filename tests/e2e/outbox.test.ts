import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { apiPaths } from '@app/core'
import { startSiteServer, type SiteServer } from './support/site-server'

let site: SiteServer

beforeAll(async () => {
  site = await startSiteServer()
})

afterAll(async () => {
  await site?.stop()
})

it('writes the staff e-mail and the acknowledgement to the outbox folder when no SMTP server is configured', async () => {
  const response = await fetch(`${site.url}${apiPaths.contactSend}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Alan Turing',
      email: 'alan@example.com',
      contact: '01604 000000',
      message: 'Outbox check',
    }),
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ ok: true })

  const outbox = join(site.dataDir, 'outbox')
  await expect
    .poll(async () => (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')), {
      timeout: 10_000,
    })
    .toHaveLength(2)
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'))
  const [staff] = files.filter((f) => f.includes('-contact-enquiry-'))
  const eml = await readFile(join(outbox, staff ?? ''), 'utf8')
  expect(eml).toMatch(/^Reply-To: .*alan@example\.com/m)
  expect(eml).toContain('Outbox check')
  // The visitor's acknowledgement: addressed to them, without their message.
  const [thanks] = files.filter((f) => f.includes('-enquiry-acknowledgement-'))
  const acknowledgement = await readFile(join(outbox, thanks ?? ''), 'utf8')
  expect(acknowledgement).toMatch(/^To: alan@example\.com/m)
  expect(acknowledgement).not.toContain('Outbox check')
})
