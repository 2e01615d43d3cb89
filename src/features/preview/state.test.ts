import { describe, expect, it } from 'vitest'

import { samePage } from './samePage'
import { decodePreviewState, encodePreviewState, safePath } from './state'

describe('preview state', () => {
  it('round-trips and rejects what it did not write', () => {
    const state = { session: 'abcdefghijklmnop1234', path: '/en/magazine/sunset' }
    expect(decodePreviewState(encodePreviewState(state))).toEqual(state)
    expect(decodePreviewState(encodePreviewState({ ...state, path: '//evil.example' }))).toBeNull()
    expect(decodePreviewState(encodePreviewState({ ...state, session: 'short' }))).toBeNull()
    expect(decodePreviewState('not base64 json')).toBeNull()
    expect(decodePreviewState(undefined)).toBeNull()
  })

  it('accepts internal paths only', () => {
    expect(safePath('/magazine/abendrot')).toBe('/magazine/abendrot')
    expect(safePath('/')).toBe('/')
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '/a?b=1', 'magazine', '/a b', 42]) expect(safePath(bad)).toBeNull()
  })

  it('compares pages ignoring a trailing slash and encoding', () => {
    expect(samePage('/magazine/abendrot/', '/magazine/abendrot')).toBe(true)
    expect(samePage('/k%C3%BCnstler', '/künstler')).toBe(true)
    expect(samePage('/magazine/abendrot', '/magazine')).toBe(false)
    expect(samePage('/', '/')).toBe(true)
  })
})
