import { describe, expect, it } from 'vitest'

import { contactInputFrom, hasErrors, isEmail, maxLengths, validateContact, validateNewsletter } from './schemas'

const valid = { name: 'Ada Lovelace', email: 'ada@example.org', subject: 'Ein Werk', message: 'Guten Tag', consent: true }

describe('validateContact', () => {
  it('accepts a complete submission', () => {
    expect(validateContact(valid)).toEqual({})
    expect(hasErrors(validateContact(valid))).toBe(false)
  })

  it('names every missing field', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '\n', consent: false })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      consent: 'consent',
    })
  })

  it('rejects a malformed email', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a da@example.org', '@example.org']) {
      expect(validateContact({ ...valid, email }).email).toBe('email')
    }
    expect(isEmail('ada.lovelace+art@galerie.example.de')).toBe(true)
  })

  it('gives a field error, not a failed send, for addresses no mail server takes and for control characters', () => {
    for (const email of ['ä@ö.de', 'ada@exämple.org', 'ada\u0000@example.org', 'ada@-example.org', 'ada@example.org\r\nBcc: x@y.z']) {
      expect(validateContact({ ...valid, email }).email, email).toBe('email')
      expect(validateNewsletter({ email, consent: true }).email, email).toBe('email')
    }
    expect(validateContact({ ...valid, name: 'Ada\u0000' }).name).toBe('characters')
    expect(validateContact({ ...valid, subject: 'Hi\u001b[31m' }).subject).toBe('characters')
    expect(validateContact({ ...valid, message: 'Zeile 1\nZeile 2\tmit Tab' })).toEqual({})
  })

  it('enforces the length limits exactly', () => {
    expect(validateContact({ ...valid, name: 'x'.repeat(maxLengths.name) })).toEqual({})
    expect(validateContact({ ...valid, name: 'x'.repeat(maxLengths.name + 1) }).name).toBe('tooLong')
    expect(validateContact({ ...valid, subject: 'x'.repeat(201) }).subject).toBe('tooLong')
    expect(validateContact({ ...valid, message: 'x'.repeat(5000) })).toEqual({})
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toBe('tooLong')
  })

  it('needs the consent to be given', () => {
    expect(validateContact({ ...valid, consent: false })).toEqual({ consent: 'consent' })
  })
})

describe('contactInputFrom', () => {
  it('reads form data, treating missing fields as empty', () => {
    const data = new FormData()
    data.set('name', 'Ada')
    data.set('consent', 'on')
    expect(contactInputFrom(data)).toEqual({ name: 'Ada', email: '', subject: '', message: '', consent: true })
  })
})

describe('validateNewsletter', () => {
  it('needs a valid email and the consent', () => {
    expect(validateNewsletter({ email: 'ada@example.org', consent: true })).toEqual({})
    expect(validateNewsletter({ email: '', consent: false })).toEqual({ email: 'required', consent: 'consent' })
    expect(validateNewsletter({ email: 'ada@example', consent: true })).toEqual({ email: 'email' })
  })
})
