import { describe, expect, it } from 'vitest'

import { caseInterestWhere } from './caseInterest'

describe('the interest a case shows', () => {
  it('is its recipient’s, by address or contact, in the room the case came from', () => {
    expect(caseInterestWhere({ viewingRoom: 7, email: ' Ida@Example.org ', contact: 3 })).toEqual({
      and: [{ room: { equals: 7 } }, { or: [{ email: { equals: 'ida@example.org' } }, { contact: { equals: 3 } }] }],
    })
    expect(caseInterestWhere({ viewingRoom: { id: 7 }, email: 'ida@example.org', contact: null })).toEqual({
      and: [{ room: { equals: 7 } }, { email: { equals: 'ida@example.org' } }],
    })
    expect(caseInterestWhere({ viewingRoom: 7, email: '', contact: { id: 3 } })).toEqual({ and: [{ room: { equals: 7 } }, { contact: { equals: 3 } }] })
  })

  it('is nothing for a case not opened from a room, or erased', () => {
    expect(caseInterestWhere({ viewingRoom: null, email: 'ida@example.org', contact: 3 })).toBeNull()
    expect(caseInterestWhere({ email: 'ida@example.org' })).toBeNull()
    expect(caseInterestWhere({ viewingRoom: 7, email: 'anonymised-12@invalid.invalid', contact: null })).toBeNull()
  })
})
