import type { AppDatabase } from '../db/database'
import type { Logger } from '../logger'
import type { SapTopicEntry } from '../sap/topics'
import { hashPassword } from '../staff/passwords'
import { grantAccessUntil } from './access'
import { findOrCreateLearner, setLearnerPassword } from './accounts'
import { seedTopics } from './topics'

/**
 * The development learner (README.md): made at start outside production only, so that the
 * learners' area can be tried at once. Production starts without any learner.
 */
export const developmentLearner = {
  email: 'learner@example.com',
  password: 'learner-dev-password',
  name: 'Development learner',
} as const

/** What the learners' area needs at start: the seeded video list, and the development learner. */
export async function prepareLearnersArea(
  db: AppDatabase,
  options: { topics: readonly SapTopicEntry[]; developmentLearner: boolean; logger: Logger },
  now: Date,
): Promise<void> {
  await seedTopics(db, options.topics)
  if (!options.developmentLearner) return
  const existing = await db
    .selectFrom('learner_users')
    .select('id')
    .where('email', '=', developmentLearner.email)
    .executeTakeFirst()
  if (existing) return
  const passwordHash = await hashPassword(developmentLearner.password)
  await db.transaction().execute(async (trx) => {
    const learner = await findOrCreateLearner(trx, developmentLearner, now)
    await setLearnerPassword(trx, learner.id, passwordHash, now)
    await grantAccessUntil(trx, learner.id, new Date(now.getTime() + 10 * 365 * 86_400_000), now)
  })
  options.logger.warn(
    `SAP learners' area: development learner ${developmentLearner.email} made (password in README); never made in production`,
  )
}
