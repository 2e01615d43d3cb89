import { describe, expect, it } from 'vitest'

import { applyApiError } from './applyApiError'

/** A router and console that record what was asked of them. */
function effects() {
  const calls: string[] = []
  return {
    calls,
    router: { push: (href: string) => calls.push(`push ${href}`), replace: (href: string) => calls.push(`replace ${href}`) },
    console: { warn: (message: string) => calls.push(`warn ${message}`), error: (message: string) => calls.push(`error ${message}`) },
  }
}

const graphQL = (message: string) => ({ graphQLErrors: [{ message }] })

describe('applyApiError performs the rows of docs/behaviour.md#api-errors', () => {
  it('ArtworkDoesNotExist replaces the address with the artworks list', () => {
    const e = effects()
    applyApiError(graphQL('ArtworkDoesNotExist'), e)
    expect(e.calls).toEqual(['replace /artworks'])
  })
  it('artist not found pushes the artists list', () => {
    const e = effects()
    applyApiError(graphQL('artist not found'), e)
    expect(e.calls).toEqual(['push /artists'])
  })
  it('another not found goes to /404', () => {
    const e = effects()
    applyApiError(graphQL('exhibition not found'), e)
    expect(e.calls).toEqual(['push /404'])
  })
  it('storage misses are warnings, network errors logged, nothing else happens', () => {
    const e = effects()
    applyApiError(graphQL('The specified key does not exist.'), e)
    applyApiError({ message: 'Network error: Failed to fetch' }, e)
    expect(e.calls).toEqual(['warn [api] The specified key does not exist.', 'error [api] Network error: Failed to fetch'])
  })
  it('an empty message does nothing at all', () => {
    const e = effects()
    applyApiError({ graphQLErrors: [{ message: '' }] }, e)
    expect(e.calls).toEqual([])
  })
  it('a transport failure is logged as a generic failure, never navigated', () => {
    const e = effects()
    expect(applyApiError({ networkError: { status: 502, statusText: 'Bad Gateway' } }, e)).toEqual({ action: 'error', status: 500, message: 'Bad Gateway' })
    expect(e.calls).toEqual(['error [api] request failed: Bad Gateway'])
  })
})
