import type { AfterErrorHook, AfterErrorHookArgs } from 'payload'

type ErrorResult = NonNullable<AfterErrorHookArgs['result']>

type FieldError = { path: string; message: string; label?: unknown }
type Detailed = { message?: unknown; status?: unknown; isPublic?: unknown; data?: { errors?: unknown } }

/**
 * The REST answer to a refused save with each field's reason (`data.errors`), as Payload means to
 * give it; null where `result` already has it, or the error carries no field reasons.
 *
 * Payload copies `data` into the answer only for an error that is `instanceof` its own
 * ValidationError. In the production build the error is thrown by another copy of that class (the
 * `payload` instance the site started is shared by every route bundle), so the answer lost the
 * reasons: the admin showed "The following field is invalid: …" and nothing beside the field.
 */
export function withFieldReasons(error: unknown, result: ErrorResult | undefined): ErrorResult | null {
  if (!result || !Array.isArray(result.errors) || result.errors.length !== 1) return null
  const { message, status, isPublic, data } = (error ?? {}) as Detailed
  // Only what Payload shows anyway: a public refusal (4xx), never an internal error's details.
  if (isPublic === false || typeof status !== 'number' || status < 400 || status >= 500) return null
  const reasons = Array.isArray(data?.errors) ? (data.errors as FieldError[]) : []
  if (reasons.length === 0 || !reasons.every((reason) => typeof reason?.path === 'string' && typeof reason.message === 'string')) return null
  const [answer] = result.errors
  if (answer.data !== undefined || answer.message !== message) return null
  return { errors: [{ ...answer, data: data as Record<string, unknown> }] }
}

/** Gives the admin (and REST clients) the reason of each refused field, in the editor's language. */
export const fieldReasons: AfterErrorHook = ({ error, result }) => {
  const response = withFieldReasons(error, result)
  return response ? { response } : undefined
}
