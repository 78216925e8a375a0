import { createHash, timingSafeEqual } from 'node:crypto'
import { type ParsedPasswordHash, verifyPassword } from './password'

/** The configured learner account (Config['sap']). */
export interface LearnerAccount {
  username: string
  passwordHash: ParsedPasswordHash
}

const digest = (text: string) => createHash('sha256').update(text.normalize('NFC')).digest()

/**
 * Whether a username and password are the learner account's. The password is hashed whatever the
 * username, so an unknown user costs the same scrypt computation as a wrong password, and the
 * username is compared in constant time: neither timing nor answer tells which one was wrong.
 */
export async function checkLearnerLogin(
  account: LearnerAccount,
  username: string,
  password: string,
): Promise<boolean> {
  const usernameMatches = timingSafeEqual(digest(username), digest(account.username))
  const passwordMatches = await verifyPassword(password, account.passwordHash)
  return usernameMatches && passwordMatches
}
