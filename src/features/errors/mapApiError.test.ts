import { describe, expect, it } from 'vitest'

import { errorMessageOf, mapApiError } from './mapApiError'

const gql = (message: string) => ({ graphQLErrors: [{ message }], message: `GraphQL error: ${message}` })

describe('errorMessageOf (docs/behaviour.md#api-errors)', () => {
  it('takes the first GraphQL error message', () => {
    expect(errorMessageOf({ graphQLErrors: [{ message: 'first' }, { message: 'second' }], message: 'outer' })).toBe('first')
  })
  it('falls back to the network status text, then the message', () => {
    expect(errorMessageOf({ graphQLErrors: [], networkError: { statusText: 'Bad Gateway', status: 502 }, message: 'outer' })).toBe('Bad Gateway')
    expect(errorMessageOf({ graphQLErrors: [], networkError: null, message: 'outer' })).toBe('outer')
    expect(errorMessageOf({ graphQLErrors: [{ message: '' }], networkError: { statusText: '' }, message: 'outer' })).toBe('outer')
  })
  it('reads Errors and strings', () => {
    expect(errorMessageOf(new Error('boom'))).toBe('boom')
    expect(errorMessageOf('boom')).toBe('boom')
    expect(errorMessageOf(null)).toBe('')
    expect(errorMessageOf(undefined)).toBe('')
    expect(errorMessageOf({})).toBe('')
  })
  it('strips a leading "GraphQL error:" and the whitespace after it', () => {
    expect(errorMessageOf('GraphQL error: ArtworkDoesNotExist')).toBe('ArtworkDoesNotExist')
    expect(errorMessageOf('GraphQL error:   Artist not found')).toBe('Artist not found')
    expect(errorMessageOf({ graphQLErrors: [{ message: 'GraphQL error: inner' }] })).toBe('inner')
    expect(errorMessageOf(new Error('GraphQL error:x'))).toBe('x')
  })
  it('strips the prefix only at the start', () => {
    expect(errorMessageOf('Server said GraphQL error: x')).toBe('Server said GraphQL error: x')
  })
})

describe('mapApiError: the rows of docs/behaviour.md#api-errors', () => {
  it('ArtworkDoesNotExist → replace-redirect to /artworks', () => {
    expect(mapApiError(gql('ArtworkDoesNotExist'))).toEqual({ action: 'redirect', to: '/artworks', replace: true })
  })
  it('artist not found → redirect to /artists', () => {
    expect(mapApiError(gql('Artist not found'))).toEqual({ action: 'redirect', to: '/artists' })
    expect(mapApiError(gql('artist not found'))).toEqual({ action: 'redirect', to: '/artists' })
  })
  it('not found → /404', () => {
    expect(mapApiError(gql('not found'))).toEqual({ action: 'notFound' })
  })
  it('"Failed to fetch metadata" or "The specified key does not exist" → warning, ignored', () => {
    expect(mapApiError(gql('Failed to fetch metadata for upload 12'))).toEqual({
      action: 'ignore',
      log: 'warn',
      message: 'Failed to fetch metadata for upload 12',
    })
    expect(mapApiError('The specified key does not exist.')).toEqual({
      action: 'ignore',
      log: 'warn',
      message: 'The specified key does not exist.',
    })
  })
  it('message containing "not found" or "does not exist" → /404, in any case', () => {
    expect(mapApiError(gql('Magazine article NOT FOUND'))).toEqual({ action: 'notFound' })
    expect(mapApiError(new Error('Exhibition Does Not Exist'))).toEqual({ action: 'notFound' })
  })
  it('message containing "network" → logged only', () => {
    expect(mapApiError(new Error('Network error: Failed to fetch'))).toEqual({
      action: 'ignore',
      log: 'error',
      message: 'Network error: Failed to fetch',
    })
  })
  it('empty message → ignored silently', () => {
    expect(mapApiError('')).toEqual({ action: 'ignore', log: 'none' })
    expect(mapApiError('GraphQL error:  ')).toEqual({ action: 'ignore', log: 'none' })
    expect(mapApiError({ graphQLErrors: [] })).toEqual({ action: 'ignore', log: 'none' })
    expect(mapApiError(null)).toEqual({ action: 'ignore', log: 'none' })
  })
  it('anything else → error 500 with the message', () => {
    expect(mapApiError(gql('Cannot query field "foo"'))).toEqual({ action: 'error', status: 500, message: 'Cannot query field "foo"' })
  })
})

describe('mapApiError: precedence', () => {
  it('the warning rows win over "does not exist"', () => {
    expect(mapApiError('The specified key does not exist')).toMatchObject({ action: 'ignore', log: 'warn' })
    expect(mapApiError('Failed to fetch metadata: upload not found')).toMatchObject({ action: 'ignore', log: 'warn' })
  })
  it('ArtworkDoesNotExist wins over the generic "does not exist"', () => {
    expect(mapApiError('ArtworkDoesNotExist')).toEqual({ action: 'redirect', to: '/artworks', replace: true })
  })
  it("the other kinds' messages of our GraphQL API keep the generic row", () => {
    for (const message of ['exhibition not found', 'crew member not found', 'upload not found']) {
      expect(mapApiError(gql(message))).toEqual({ action: 'notFound' })
    }
  })
  it('"not found" wins over "network"', () => {
    expect(mapApiError('Network resource not found')).toEqual({ action: 'notFound' })
  })
  it('the first GraphQL error decides, not the network status text', () => {
    expect(mapApiError({ graphQLErrors: [{ message: 'Artist not found' }], networkError: { statusText: 'Network down' } })).toEqual({
      action: 'redirect',
      to: '/artists',
    })
    expect(mapApiError({ networkError: { statusText: 'Not Found', status: 404 } })).toEqual({ action: 'notFound' })
  })
})
