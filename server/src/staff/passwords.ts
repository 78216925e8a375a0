import { hash, verify } from '@node-rs/argon2'
import { staffMessages, staffPasswordLimits } from '@app/core'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Staff passwords (docs/product.md#staff-area): hashed with Argon2id at OWASP's parameters for
 * it (19 MiB, two passes, one lane), and refused when they are among the 10,000 most common —
 * the list of zxcvbn-ts, kept up to date on npm, most common first.
 */
export const argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** An Argon2id hash (the library's default algorithm) in the PHC string format. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Parameters)
}

/** Whether the password matches the hash; false for a hash that cannot be read. */
export async function verifyPassword({
  hash: hashed,
  password,
}: {
  hash: string
  password: string
}): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

const commonPasswords = new Set(dictionary['passwords-common'].slice(0, 10_000))

/** Whether a password is one of the 10,000 most common, in any letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}

/** What is wrong with a new password, or undefined: its length, then how common it is. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < staffPasswordLimits.min) return staffMessages.passwordTooShort
  if (password.length > staffPasswordLimits.max) return staffMessages.passwordTooLong
  if (isCommonPassword(password)) return staffMessages.passwordCommon
  return undefined
}
