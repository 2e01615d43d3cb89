/**
 * A form's signed start time serves one accepted submission: replaying one token for a thousand
 * posts (as an attack run did) is refused. Spent tokens are remembered for as long as a token is
 * valid at all (maxFormAgeMs), shared by instances through Redis with REDIS_URL.
 */
import { createHash } from 'node:crypto'

import { createLimit } from '@/features/security/counters'

import { maxFormAgeMs } from './abuse'

// Each token may be spent once in its lifetime: a limit of one.
const spent = createLimit('form-start', { points: 1, windowMs: maxFormAgeMs })

/** Spends the token; false when it had been spent before (atomically: of two racing posts one wins). */
export async function spendStartToken(token: string): Promise<boolean> {
  return (await spent.consume(createHash('sha256').update(token).digest('hex').slice(0, 32))).allowed
}
