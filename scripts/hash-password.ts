/**
 * `npm run --silent hash-password`: reads a password from standard input and prints the value
 * for SAP_PASSWORD_HASH as its only line (docs/product.md#sap-learners-area). On a terminal it
 * asks on standard error and echoes nothing; from a pipe it reads the first line. Runs with tsx
 * from the source, so it works on a fresh install before any build.
 */
import { hashPassword } from '../server/src/sap/password'

async function readPassword(): Promise<string> {
  const input = process.stdin
  if (!input.isTTY) {
    const chunks: Buffer[] = []
    for await (const chunk of input) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? ''
  }
  process.stderr.write('Password (not shown): ')
  input.setRawMode(true)
  input.resume()
  input.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    let typed = ''
    const finish = (error?: Error) => {
      input.setRawMode(false)
      input.pause()
      input.off('data', onData)
      process.stderr.write('\n')
      if (error) reject(error)
      else resolve(typed)
    }
    const onData = (text: string) => {
      for (const character of text) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish()
        if (character === '\u0003') return finish(new Error('Cancelled.'))
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1)
        else typed += character
      }
    }
    input.on('data', onData)
  })
}

try {
  const password = await readPassword()
  if (password === '') {
    process.stderr.write('No password given: nothing to hash.\n')
    process.exit(1)
  }
  process.stdout.write(`${await hashPassword(password)}\n`)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
