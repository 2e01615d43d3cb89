import { notFound } from 'next/navigation'
import { config } from '@/config/env.mjs'

export const dynamic = 'force-dynamic'

/**
 * Lets the end-to-end tests see the generic error page of a real failure. It exists only when
 * VERNISSAGE_FAILURE_PROBE=1 (set by tests/e2e/run.mjs); everywhere else it is a plain 404.
 */
export default function FailureProbe(): never {
  if (config().VERNISSAGE_FAILURE_PROBE !== '1') notFound()
  throw new Error('Failure probe: a deliberate error to show the generic error page')
}
