import type { ErrorKey } from './schemas'
import type { RejectionKey } from './formState'

export type NewsletterState = {
  status: 'idle' | 'invalid' | 'rejected' | 'sent'
  email: string
  consent: boolean
  errors: Partial<Record<'email' | 'consent', ErrorKey>>
  rejection?: RejectionKey
  startedAt?: string
}

/** Every field the newsletter form sends; anything else is rejected. */
export const newsletterFormFields = new Set(['email', 'consent', 'list', 'locale', 'startedAt', 'website'])
