import { describe, expect, it } from 'vitest'

import { changeEvent, deleteEvent, inLocale, isStale, snapshotOf } from './liveEvents'

const row = (over: Record<string, unknown> = {}) =>
  snapshotOf({
    id: 7,
    _status: 'published',
    updatedAt: '2026-11-22T10:00:00.000Z',
    slug: { de: 'abendrot', en: 'sunset' },
    title: { de: 'Abendrot', en: null },
    sold: false,
    price: 12500,
    priceOnRequest: false,
    leasingDisabled: false,
    description: 'not public in events',
    ...over,
  })

describe('live artwork events', () => {
  it('reads a row in every locale, English falling back to German', () => {
    expect(row()).toMatchObject({ slug: { de: 'abendrot', en: 'sunset' }, title: { de: 'Abendrot', en: 'Abendrot' }, price: 12500 })
    expect(snapshotOf(null)).toBeNull()
  })

  it('sends nothing when the published row is untouched (a draft save) or stays unpublished', () => {
    expect(changeEvent(row(), row())).toBeNull()
    expect(changeEvent(row({ _status: 'draft' }), row({ _status: 'draft', updatedAt: 'later' }))).toBeNull()
    expect(changeEvent(null, row({ _status: 'draft' }))).toBeNull()
  })

  it('names the change: published, updated, unpublished, deleted', () => {
    expect(changeEvent(null, row())?.change).toBe('published')
    expect(changeEvent(row({ _status: 'draft', updatedAt: 'x' }), row())?.change).toBe('published')
    expect(changeEvent(row(), row({ sold: true, updatedAt: 'later' }))).toMatchObject({ change: 'updated', artwork: { sold: true } })
    const unpublished = changeEvent(row(), row({ _status: 'draft', updatedAt: 'later', title: { de: 'Neu' } }))
    // The last public state, not the unpublished one.
    expect(unpublished).toMatchObject({ change: 'unpublished', artwork: { title: { de: 'Abendrot' } } })
    expect(deleteEvent(row())?.change).toBe('deleted')
    expect(deleteEvent(row({ _status: 'draft' }))).toBeNull()
  })

  it('matches on every slug before and after, and carries only public fields', () => {
    const event = changeEvent(row(), row({ slug: { de: 'abendrot-2', en: 'sunset' }, updatedAt: 'later' }))!
    expect(event.slugs.sort()).toEqual(['abendrot', 'abendrot-2', 'sunset'])
    expect(Object.keys(event.artwork).sort()).toEqual(['leasingDisabled', 'price', 'priceOnRequest', 'reservedUntil', 'slug', 'sold', 'title', 'updatedAt'])
    expect(inLocale(event, 'en')).toEqual({
      slug: 'sunset',
      title: 'Abendrot',
      sold: false,
      price: 12500,
      priceOnRequest: false,
      leasingDisabled: false,
      reservedUntil: null,
      updatedAt: 'later',
      published: true,
    })
  })

  it('carries the reservation date, never whom it is for nor what a sale fetched (issue 36)', () => {
    const event = changeEvent(row(), row({ reservedUntil: '2027-01-01T00:00:00.000Z', reservedFor: 7, soldPrice: 4321, updatedAt: 'later' }))!
    expect(event.artwork.reservedUntil).toBe('2027-01-01T00:00:00.000Z')
    expect(JSON.stringify(event)).not.toContain('4321')
    expect(JSON.stringify(event)).not.toContain('reservedFor')
  })

  it('never carries the amount of a work on request, nor that it changed', () => {
    const event = changeEvent(row({ priceOnRequest: true }), row({ priceOnRequest: true, price: 99000, updatedAt: 'later' }))!
    expect(event.artwork.price).toBeNull()
    expect(JSON.stringify(event)).not.toContain('99000')
    expect(inLocale(event, 'de').price).toBeNull()
    expect(JSON.stringify(deleteEvent(row({ priceOnRequest: true })))).not.toContain('12500')
  })
})

describe('isStale', () => {
  const at = (updatedAt: string | null) => ({ updatedAt })
  it('holds back a state older than the one held: a catch-up read that answers after an event', () => {
    expect(isStale(at('2026-11-26T17:00:01.000Z'), at('2026-11-26T17:00:00.000Z'))).toBe(true)
  })
  it('lets a newer state, a state of the same date (a lapsed reservation) and the first state in', () => {
    expect(isStale(at('2026-11-26T17:00:00.000Z'), at('2026-11-26T17:00:01.000Z'))).toBe(false)
    expect(isStale(at('2026-11-26T17:00:00.000Z'), at('2026-11-26T17:00:00.000Z'))).toBe(false)
    expect(isStale(undefined, at('2026-11-26T17:00:00.000Z'))).toBe(false)
  })
  it('lets a state without a date in, and one after a state without a date', () => {
    expect(isStale(at('2026-11-26T17:00:00.000Z'), at(null))).toBe(false)
    expect(isStale(at(null), at('2026-11-26T17:00:00.000Z'))).toBe(false)
  })
})

describe('the published row’s date', () => {
  it('travels with every event, as ISO, whether the database gives a string or a Date', () => {
    const event = changeEvent(row(), row({ sold: true, updatedAt: new Date('2026-11-26T17:00:00.000Z') }))!
    expect(event.artwork.updatedAt).toBe('2026-11-26T17:00:00.000Z')
    expect(inLocale(event, 'en').updatedAt).toBe('2026-11-26T17:00:00.000Z')
  })
})
