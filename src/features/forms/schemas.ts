/**
 * The forms' validation rules, shared by the browser (instant feedback) and the server (the
 * authority). Plain functions without a schema library: each returns field → message key, and
 * the view looks the key up in the visitor's language (messages `forms.errors`).
 */

export type ErrorKey = 'required' | 'email' | 'tooLong' | 'consent' | 'characters'

/** Every error key, for the views that look them up. */
export const errorKeys: ErrorKey[] = ['required', 'email', 'tooLong', 'consent', 'characters']
export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>

export const contactFields = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof contactFields)[number] | 'consent'

export type ContactInput = { name: string; email: string; subject: string; message: string; consent: boolean }

/** Longest accepted value per field, in characters. */
export const maxLengths: Record<(typeof contactFields)[number], number> = {
  name: 200,
  email: 254,
  subject: 200,
  message: 5000,
}

// One @, a dot in the domain, and the characters an address can be sent to (ASCII: the mail
// server and the stored field take no others; ä@ö.de gets a field error, not a failed send).
const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/
// Control characters (a NUL byte, escape sequences) have no place in a message; line breaks and tabs do.
// eslint-disable-next-line no-control-regex -- they are what this finds
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function isEmail(value: string): boolean {
  return value.length <= maxLengths.email && emailPattern.test(value)
}

/** Checks a required text field: present after trimming and no longer than its limit. */
export function checkText(value: string, max: number): ErrorKey | undefined {
  if (value.trim() === '') return 'required'
  if (value.length > max) return 'tooLong'
  if (controlCharacters.test(value)) return 'characters'
  return undefined
}

export function validateContact(input: ContactInput): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {}
  for (const field of ['name', 'subject', 'message'] as const) {
    const error = checkText(input[field], maxLengths[field])
    if (error) errors[field] = error
  }
  const email = input.email.trim()
  if (email === '') errors.email = 'required'
  else if (!isEmail(email)) errors.email = 'email'
  if (input.consent !== true) errors.consent = 'consent'
  return errors
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.keys(errors).length > 0
}

/** Reads the contact fields from submitted form data, as strings, never throwing. */
export function contactInputFrom(data: { get(name: string): unknown }): ContactInput {
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message'), consent: data.get('consent') === 'on' }
}

export type NewsletterInput = { email: string; consent: boolean }

export function validateNewsletter(input: NewsletterInput): FieldErrors<'email' | 'consent'> {
  const errors: FieldErrors<'email' | 'consent'> = {}
  const email = input.email.trim()
  if (email === '') errors.email = 'required'
  else if (!isEmail(email)) errors.email = 'email'
  if (input.consent !== true) errors.consent = 'consent'
  return errors
}
