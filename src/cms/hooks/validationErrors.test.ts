import { describe, expect, it } from 'vitest'

import { withFieldReasons } from './validationErrors'

const reasons = { collection: 'redirects', errors: [{ path: 'from', label: 'From (path)', message: 'A published page answers at /impressum …' }] }
const refusal = { name: 'a', message: 'The following field is invalid: From (path)', status: 400, isPublic: true, data: reasons }
const formatted = { errors: [{ message: 'The following field is invalid: From (path)' }] }

describe('withFieldReasons', () => {
  it('puts back the field reasons Payload dropped from a refusal thrown by another copy of its class', () => {
    expect(withFieldReasons(refusal, formatted)).toEqual({ errors: [{ message: 'The following field is invalid: From (path)', data: reasons }] })
  })

  it('leaves an answer that already has them', () => {
    expect(withFieldReasons(refusal, { errors: [{ message: refusal.message, data: reasons }] })).toBeNull()
  })

  it('never shows the details of an internal or hidden error', () => {
    expect(withFieldReasons({ ...refusal, status: 500 }, formatted)).toBeNull()
    expect(withFieldReasons({ ...refusal, isPublic: false }, formatted)).toBeNull()
    // The answer was replaced ("Something went wrong."): it is not this error's.
    expect(withFieldReasons(refusal, { errors: [{ message: 'Something went wrong.' }] })).toBeNull()
  })

  it('leaves errors without field reasons, and GraphQL (no REST result)', () => {
    expect(withFieldReasons({ ...refusal, data: undefined }, formatted)).toBeNull()
    expect(withFieldReasons({ ...refusal, data: { errors: [{ message: 'no path' }] } }, formatted)).toBeNull()
    expect(withFieldReasons(refusal, undefined)).toBeNull()
  })
})
