import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto'

/**
 * Password hashes for the SAP learners' login (docs/product.md#sap-learners-area): scrypt, a
 * memory-hard function from Node's own crypto, with a random 16-byte salt. The value carries its
 * parameters, so they can be raised later without breaking existing hashes:
 *
 *   scrypt$N=32768,r=8,p=1$<salt, base64url>$<64-byte key, base64url>
 */

/** 2^15 × 8 × 128 bytes = 32 MiB of memory per hash; tens of milliseconds on one core. */
const defaultParameters = { N: 32_768, r: 8, p: 1 } as const
const KEY_LENGTH = 64
const SALT_LENGTH = 16

export interface ParsedPasswordHash {
  N: number
  r: number
  p: number
  salt: Buffer
  key: Buffer
}

const hashPattern = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/

/** Reads a hash made by `hashPassword`; undefined for anything else (or unsafe parameters). */
export function parsePasswordHash(value: string): ParsedPasswordHash | undefined {
  const match = hashPattern.exec(value.trim())
  if (!match) return undefined
  const [, n, r, p, salt, key] = match
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt!, 'base64url'),
    key: Buffer.from(key!, 'base64url'),
  }
  const powerOfTwo = (parsed.N & (parsed.N - 1)) === 0
  // Weaker than 2^14 is refused rather than accepted silently; stronger than 2^20 would let a
  // configuration typo make every login take seconds.
  if (!powerOfTwo || parsed.N < 16_384 || parsed.N > 1_048_576) return undefined
  if (parsed.r < 1 || parsed.r > 32 || parsed.p < 1 || parsed.p > 4) return undefined
  if (parsed.salt.length < 16 || parsed.key.length < 32) return undefined
  return parsed
}

function scryptKey(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes; leave room above Node's 32 MiB default.
    scrypt(
      password.normalize('NFC'),
      salt,
      length,
      { ...options, maxmem: 256 * options.N! * options.r! },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/** A new hash of `password`, with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await scryptKey(password, salt, KEY_LENGTH, defaultParameters)
  const { N, r, p } = defaultParameters
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** Whether `password` is the one `hash` was made from; the comparison takes constant time. */
export async function verifyPassword(password: string, hash: ParsedPasswordHash): Promise<boolean> {
  const key = await scryptKey(password, hash.salt, hash.key.length, {
    N: hash.N,
    r: hash.r,
    p: hash.p,
  })
  return timingSafeEqual(key, hash.key)
}
