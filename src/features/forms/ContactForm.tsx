'use client'
/**
 * The contact form. Without JavaScript it posts to the server action and the page comes back with
 * the errors and the input; with JavaScript the same rules (schemas.ts) run before sending.
 */
import { useActionState, useEffect, useRef, useState, type ReactNode } from 'react'

import { submitContact } from './actions'
import { emptyContact, type ContactState } from './formState'
import type { FormText } from './formText'
import { contactInputFrom, hasErrors, maxLengths, validateContact, type ContactField, type ContactInput, type FieldErrors } from './schemas'

export type ContactFormText = FormText & {
  fields: Record<'name' | 'email' | 'subject' | 'message', string>
  required: string
  /** "Please check {count} fields" with the count filled in, per count 1…5. */
  summary: Record<number, string>
}

/**
 * topic / artworks: what an inquiry is about (ids), sent along as hidden fields; cart marks the
 * inquiry about the whole inquiry cart (emptied once it is sent); initial prefills fields.
 */
type Props = {
  locale: string
  startedAt: string
  text: ContactFormText
  consentLabel: ReactNode
  topic?: number | string
  artworks?: Array<number | string>
  cart?: boolean
  initial?: Partial<Pick<ContactInput, 'subject' | 'message'>>
}

const order: ContactField[] = ['name', 'email', 'subject', 'message', 'consent']

export function ContactForm({ locale, startedAt, text, consentLabel, topic, artworks = [], cart = false, initial }: Props) {
  const [state, formAction, pending] = useActionState(submitContact, { status: 'idle', values: { ...emptyContact, ...initial }, errors: {}, startedAt } satisfies ContactState)
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContactField> | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const thanksRef = useRef<HTMLParagraphElement>(null)
  const errors = clientErrors ?? state.errors
  const failed = order.filter((field) => errors[field])

  useEffect(() => setClientErrors(null), [state])
  useEffect(() => {
    if (state.status === 'sent') thanksRef.current?.focus()
    else if (state.status !== 'idle') summaryRef.current?.focus()
  }, [state])

  if (state.status === 'sent') {
    return (
      <p className="form__thanks" role="status" tabIndex={-1} ref={thanksRef} data-testid="contact-thanks">
        {text.thanks.replace('EMAIL', state.values.email.trim())}
      </p>
    )
  }

  const message = (field: ContactField) => {
    const key = errors[field]
    if (!key) return null
    const max = field === 'consent' ? 0 : maxLengths[field]
    return (
      <p className="form__error" id={`contact-${field}-error`}>
        {text.errors[key].replace('{max}', String(max))}
      </p>
    )
  }
  const invalid = (field: ContactField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `contact-${field}-error` } : {})

  return (
    <form
      className="form"
      action={formAction}
      noValidate
      data-testid="contact-form"
      onSubmit={(event) => {
        // The same rules as the server, before anything is sent.
        const found = validateContact(contactInputFrom(new FormData(event.currentTarget)))
        if (hasErrors(found)) {
          event.preventDefault()
          setClientErrors(found)
          requestAnimationFrame(() => summaryRef.current?.focus())
        }
      }}
    >
      {(failed.length > 0 || state.rejection) && (
        <div className="form__summary" role="alert" tabIndex={-1} ref={summaryRef} data-testid="form-summary">
          {state.rejection && !clientErrors ? <p>{text.rejected[state.rejection]}</p> : null}
          {failed.length > 0 ? (
            <>
              <p>{text.summary[Math.min(failed.length, 5)]}</p>
              <ul>
                {failed.map((field) => (
                  <li key={field}>
                    <a href={`#contact-${field}`}>{field === 'consent' ? text.errors.consent : text.fields[field]}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      )}
      <input type="hidden" name="locale" value={locale} />
      {topic !== undefined ? <input type="hidden" name="topic" value={String(topic)} /> : null}
      {artworks.map((artwork) => (
        <input key={artwork} type="hidden" name="artwork" value={String(artwork)} />
      ))}
      {cart ? <input type="hidden" name="cart" value="1" /> : null}
      <input type="hidden" name="startedAt" value={state.startedAt ?? startedAt} />
      <div className="form__trap" aria-hidden="true">
        <label htmlFor="contact-website">{text.honeypot}</label>
        <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {(['name', 'email', 'subject'] as const).map((field) => (
        <div className="form__field" key={field}>
          <label htmlFor={`contact-${field}`}>
            {text.fields[field]} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`contact-${field}`}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
            required
            maxLength={maxLengths[field]}
            defaultValue={state.values[field]}
            {...invalid(field)}
          />
          {message(field)}
        </div>
      ))}
      <div className="form__field">
        <label htmlFor="contact-message">
          {text.fields.message} <span aria-hidden="true">*</span>
        </label>
        <textarea id="contact-message" name="message" required maxLength={maxLengths.message} defaultValue={state.values.message} {...invalid('message')} />
        {message('message')}
      </div>
      <div className="form__consent">
        <input id="contact-consent" type="checkbox" name="consent" required defaultChecked={state.values.consent} {...invalid('consent')} />
        <label htmlFor="contact-consent">{consentLabel}</label>
        {message('consent')}
      </div>
      <button className="form__submit" type="submit" disabled={pending}>
        {pending ? text.sending : text.send}
      </button>
    </form>
  )
}
