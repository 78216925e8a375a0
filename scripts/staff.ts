/**
 * `npm run --silent staff -- invite EMAIL --role owner|staff`: an operator's way into the staff
 * area (docs/product.md#staff-area). Prints one line, the invitation link (24 hours, single
 * use), and writes the invitation to the audit log; nothing is mailed. It works against
 * PostgreSQL (DATABASE_URL) at any time. The embedded database (PGlite) belongs to one process:
 * while the server runs on it, this says so and points to the server's own start-up link.
 * Runs with tsx from the source, like the other commands, so it needs no build.
 */
import { inviteRequestSchema, staffMessages, type StaffRole } from '@app/core'
import { ConfigError, loadConfig } from '../server/src/config'
import { openStorage } from '../server/src/db/database'
import { migrateToLatest } from '../server/src/db/migrations'
import { silentLogger } from '../server/src/logger'
import { writeAudit } from '../server/src/staff/audit'
import { createInvitation, invitationUrl } from '../server/src/staff/invitations'

const usage = 'Usage: npm run --silent staff -- invite EMAIL --role owner|staff'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function parseArguments(args: readonly string[]): { email: string; role: StaffRole } {
  const [command, ...rest] = args
  if (command !== 'invite') fail(usage)
  let role: string = 'staff'
  const positional: string[] = []
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index]!
    if (arg === '--role') role = rest[++index] ?? ''
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length)
    else positional.push(arg)
  }
  if (positional.length !== 1) fail(usage)
  const parsed = inviteRequestSchema.safeParse({ email: positional[0], role })
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${String(issue.path[0])}: ${issue.message}`,
    )
    fail(`${problems.join('\n')}\n${usage}`)
  }
  return { email: parsed.data.email.toLowerCase(), role: parsed.data.role }
}

async function main() {
  const { email, role } = parseArguments(process.argv.slice(2))
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  let storage
  try {
    storage = await openStorage({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      logger: silentLogger,
    })
  } catch (error) {
    if (config.databaseUrl === undefined && /in use by process/.test(String(error))) {
      fail(
        `The server is running on the embedded database in ${config.dataDir}, which only one process may open. ` +
          'Stop the server and run this again, or — while the team has no owner — use the set-up link ' +
          'the server printed when it started ("Staff area: no owner yet — create one at …").',
      )
    }
    throw error
  }
  try {
    await migrateToLatest(storage.db)
    const member = await storage.db
      .selectFrom('auth_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst()
    if (member) fail(staffMessages.alreadyMember)
    const now = new Date()
    const link = await storage.db.transaction().execute(async (trx) => {
      const invitation = await createInvitation(trx, { email, role, invitedBy: null }, now)
      await writeAudit(
        trx,
        {
          action: 'invitation-sent',
          actorText: 'operator (command line)',
          target: { type: 'invitation', id: String(invitation.id), label: email },
          detail: `as ${role}`,
        },
        now,
      )
      return invitationUrl(config.publicUrl, invitation.token)
    })
    console.log(link)
  } finally {
    await storage.close()
  }
}

main().catch((error: unknown) => {
  fail(
    `The invitation could not be made: ${error instanceof Error ? error.message : String(error)}`,
  )
})
