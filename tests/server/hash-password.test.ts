import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parsePasswordHash, verifyPassword } from '@app/server/src/sap/password'
import { describe, expect, it } from 'vitest'

const repository = fileURLToPath(new URL('../..', import.meta.url))

/** `npm run --silent hash-password` as an operator runs it, with `input` piped to it. */
function hashPasswordScript(input: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'hash-password'], {
      cwd: repository,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, stdout }))
    child.stdin.end(input)
  })
}

describe('npm run --silent hash-password', () => {
  it('prints only the SAP_PASSWORD_HASH value for the password on standard input', async () => {
    const { code, stdout } = await hashPasswordScript('A long passphrase, with spaces\n')
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe('')
    const hash = parsePasswordHash(lines[0]!)
    expect(hash).toBeDefined()
    expect(lines[0]).toMatch(/^scrypt\$N=32768,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/)
    expect(await verifyPassword('A long passphrase, with spaces', hash!)).toBe(true)
    expect(await verifyPassword('A long passphrase, with spaces ', hash!)).toBe(false)
  }, 20_000)

  it('salts every hash: the same password twice gives two different values', async () => {
    const [first, second] = await Promise.all([
      hashPasswordScript('same password\n'),
      hashPasswordScript('same password\n'),
    ])
    expect(first.stdout).not.toBe(second.stdout)
  }, 20_000)

  it('refuses an empty password and prints nothing', async () => {
    const { code, stdout } = await hashPasswordScript('\n')
    expect(code).toBe(1)
    expect(stdout).toBe('')
  }, 20_000)
})
