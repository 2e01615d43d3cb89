import { describe, expect, it } from 'vitest'

import { holdState, subjectOrFirstLine } from './history'

const now = Date.parse('2030-06-15T12:00:00Z')
const ahead = '2030-06-30T21:59:59.999Z'
const past = '2030-06-01T21:59:59.999Z'
const reservedOn = { at: '2030-05-20T10:00:00Z', from: 'answered', to: 'reserved' }

describe('what became of a hold', () => {
  it('holds while the case is reserved, its day is ahead and the work is held for this case', () => {
    expect(holdState({ id: 7, status: 'reserved', reservedUntil: ahead, statusHistory: [reservedOn] }, { reservedFor: 7 }, now)).toBe('current')
    expect(holdState({ id: 7, status: 'reserved', reservedUntil: ahead }, { reservedFor: { id: 7 } }, now)).toBe('current')
  })

  it('lapsed when its day passed, whether the case still says reserved or moved on afterwards', () => {
    expect(holdState({ id: 7, status: 'reserved', reservedUntil: past }, { reservedFor: null }, now)).toBe('lapsed')
    const later = { at: '2030-06-10T09:00:00Z', from: 'reserved', to: 'in-progress' }
    expect(holdState({ id: 7, status: 'in-progress', reservedUntil: past, statusHistory: [reservedOn, later] }, { reservedFor: null }, now)).toBe('lapsed')
  })

  it('released when staff ended it before its day, or another case took the work', () => {
    const early = { at: '2030-05-25T09:00:00Z', from: 'reserved', to: 'closed' }
    expect(holdState({ id: 7, status: 'closed', reservedUntil: past, statusHistory: [reservedOn, early] }, { reservedFor: null }, now)).toBe('released')
    expect(holdState({ id: 7, status: 'reserved', reservedUntil: ahead }, { reservedFor: 8 }, now)).toBe('released')
  })

  it('became a sale when the case sold the work; a sale taken back on the work leaves a released hold', () => {
    const sold = { at: '2030-05-28T09:00:00Z', from: 'reserved', to: 'sold' }
    expect(holdState({ id: 7, status: 'sold', reservedUntil: ahead, statusHistory: [reservedOn, sold] }, { sold: true }, now)).toBe('sold')
    expect(holdState({ id: 7, status: 'sold', reservedUntil: ahead, statusHistory: [reservedOn, sold] }, { sold: false }, now)).toBe('released')
  })
})

describe('a mail named in a table', () => {
  it('by its subject, else its first line that has text, shortened to 80 characters', () => {
    expect(subjectOrFirstLine(' Re: Blaues Bild ', 'Hallo')).toBe('Re: Blaues Bild')
    expect(subjectOrFirstLine('', '\n  \nGern reserviert.\nViele Grüße')).toBe('Gern reserviert.')
    expect(subjectOrFirstLine(null, 'x'.repeat(120))).toBe(`${'x'.repeat(79)}…`)
    expect(subjectOrFirstLine(undefined, null)).toBe('')
  })
})
