import type { ErrorKey } from './schemas'

/** The texts every form of the site shows besides its fields, in the visitor's language. */
export type FormText = {
  honeypot: string
  send: string
  sending: string
  errors: Record<ErrorKey, string>
  rejected: Record<string, string>
  /** The thank-you text with the placeholder EMAIL for the visitor's address. */
  thanks: string
}
