'use client'
/** A newsletter sign-up form (email and consent); works without JavaScript like the contact form. */
import { useActionState, useEffect, useRef, useState, type ReactNode } from 'react'

import type { FormText } from './formText'
import { subscribeNewsletter } from './newsletterActions'
import type { NewsletterState } from './newsletterState'
import { hasErrors, validateNewsletter } from './schemas'

export type NewsletterFormText = FormText & { email: string }

type Props = { locale: string; list: 'newsletter' | 'artini'; startedAt: string; text: NewsletterFormText; consentLabel: ReactNode }

export function NewsletterForm({ locale, list, startedAt, text, consentLabel }: Props) {
  const [state, formAction, pending] = useActionState(subscribeNewsletter, { status: 'idle', email: '', consent: false, errors: {}, startedAt } satisfies NewsletterState)
  const [clientErrors, setClientErrors] = useState<NewsletterState['errors'] | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const errors = clientErrors ?? state.errors
  useEffect(() => setClientErrors(null), [state])

  if (state.status === 'sent') {
    return (
      <p className="form__thanks" role="status" data-testid="newsletter-thanks">
        {text.thanks.replace('EMAIL', state.email.trim())}
      </p>
    )
  }
  const describe = (field: 'email' | 'consent') => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `newsletter-${field}-error` } : {})
  const message = (field: 'email' | 'consent') =>
    errors[field] ? (
      <p className="form__error" id={`newsletter-${field}-error`}>
        {text.errors[errors[field]!]}
      </p>
    ) : null

  return (
    <form
      className="form"
      action={formAction}
      noValidate
      data-testid="newsletter-form"
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget)
        const found = validateNewsletter({ email: String(data.get('email') ?? ''), consent: data.get('consent') === 'on' })
        if (hasErrors(found)) {
          event.preventDefault()
          setClientErrors(found)
        }
      }}
    >
      {state.rejection && !clientErrors ? (
        <div className="form__summary" role="alert" ref={alertRef} data-testid="form-summary">
          <p>{text.rejected[state.rejection]}</p>
        </div>
      ) : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="startedAt" value={state.startedAt ?? startedAt} />
      <div className="form__trap" aria-hidden="true">
        <label htmlFor="newsletter-website">{text.honeypot}</label>
        <input id="newsletter-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="form__field">
        <label htmlFor="newsletter-email">
          {text.email} <span aria-hidden="true">*</span>
        </label>
        <input id="newsletter-email" name="email" type="email" autoComplete="email" required defaultValue={state.email} {...describe('email')} />
        {message('email')}
      </div>
      <div className="form__consent">
        <input id="newsletter-consent" type="checkbox" name="consent" required defaultChecked={state.consent} {...describe('consent')} />
        <label htmlFor="newsletter-consent">{consentLabel}</label>
        {message('consent')}
      </div>
      <button className="form__submit" type="submit" disabled={pending}>
        {pending ? text.sending : text.send}
      </button>
    </form>
  )
}
