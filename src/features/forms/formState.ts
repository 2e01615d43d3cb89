import type { ContactField, ContactInput, FieldErrors } from './schemas'

/** Why a submission was turned away as a whole (messages `forms.rejected`). */
export type RejectionKey = 'tooFast' | 'invalid' | 'spam' | 'rateLimited' | 'oversize' | 'unexpected' | 'failed'

/** What the contact action answers; the form renders from it, keeping the visitor's input. */
export type ContactState = {
  status: 'idle' | 'invalid' | 'rejected' | 'sent'
  values: ContactInput
  errors: FieldErrors<ContactField>
  rejection?: RejectionKey
  /** The signed start time, sent back so a corrected submission keeps the original one. */
  startedAt?: string
}

export const emptyContact: ContactInput = { name: '', email: '', subject: '', message: '', consent: false }

/** Every field the contact form sends; anything else is rejected. `artwork` may repeat (the inquiry cart), `cart` marks that form. */
export const contactFormFields = new Set(['name', 'email', 'subject', 'message', 'consent', 'locale', 'startedAt', 'website', 'topic', 'artwork', 'cart'])
