import { APIError } from 'payload'

/**
 * An APIError whose message reaches the client. Payload's error format keeps the message only for
 * an error with a name, and a production build minifies the class name away (it would answer
 * "An unknown error occurred."), so the name is set here.
 */
export function publicError(message: string, status: number, name: string, data: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true)
  error.name = name
  return error
}
