import type { Transaction } from 'kysely'
import type { Database, EnrolmentLine } from '../db/schema'
import type { MailToQueue } from '../mail/queue'
import { grantsOf, accessUntil } from './access'
import { createLearnerLink, findOrCreateLearner } from './accounts'
import { composeLearnerInvitation } from './mail'

/** The course whose learners get an account and the videos. */
export const LEARNER_COURSE = 'sap-basis'

/**
 * In the transaction that marks an enrolment paid (docs/learners.md#from-payment-to-access): the
 * learner of its address is found or made, given the bought duration from the payment, and, while
 * they have no password yet, sent an invitation. The grant is unique per enrolment, so however
 * often this runs for one enrolment it gives access and invites once. Answers what it did (with
 * the invitation for the caller to queue after the payment confirmation, which announces it), or
 * undefined for an enrolment without SAP BASIS.
 */
export async function grantFromEnrolment(
  trx: Transaction<Database>,
  enrolment: { id: number; email: string; name: string; kind: string },
  lines: readonly EnrolmentLine[],
  paidAt: Date,
  options: { publicUrl: string; staffEmail: string },
): Promise<{ learnerId: string; invitation?: MailToQueue; extended: boolean } | undefined> {
  const line = lines.find((candidate) => candidate.course_slug === LEARNER_COURSE)
  if (!line || enrolment.kind !== 'enrolment') return undefined
  const learner = await findOrCreateLearner(trx, enrolment, paidAt)
  const granted = await trx
    .insertInto('learner_access')
    .values({
      learner_id: learner.id,
      enrolment_id: enrolment.id,
      starts_at: paidAt,
      duration: line.duration_id,
      until_at: null,
    })
    .onConflict((conflict) => conflict.column('enrolment_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!granted || learner.hasPassword || learner.deactivated) {
    return { learnerId: learner.id, extended: granted !== undefined && learner.hasPassword }
  }
  const link = await createLearnerLink(trx, learner.id, 'invitation', paidAt)
  return {
    learnerId: learner.id,
    extended: false,
    invitation: composeLearnerInvitation({
      linkId: link.id,
      email: enrolment.email,
      token: link.token,
      expiresAt: link.expiresAt,
      accessUntil: accessUntil(await grantsOf(trx, learner.id)),
      ...options,
    }),
  }
}
