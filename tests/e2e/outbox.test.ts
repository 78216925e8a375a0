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

it('writes the staff e-mail to the outbox folder when no SMTP server is configured', async () => {
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
    .toHaveLength(1)
  const [file] = (await readdir(outbox)).filter((f) => f.endsWith('.eml'))
  const eml = await readFile(join(outbox, file ?? ''), 'utf8')
  expect(eml).toMatch(/^Reply-To: .*alan@example\.com/m)
  expect(eml).toContain('Outbox check')
})
