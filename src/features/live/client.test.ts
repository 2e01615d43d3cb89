import { describe, expect, it } from 'vitest'

import { mapApiError } from '@/features/errors/mapApiError'

import { readGraphQLAnswer } from './client'

describe('readGraphQLAnswer: a GraphQL answer in the shape of docs/behaviour.md#api-errors', () => {
  it('data without errors is a success', () => {
    expect(readGraphQLAnswer(200, 'OK', '{"data":{"a":1}}')).toEqual({ data: { a: 1 }, error: null })
  })
  it('GraphQL errors decide, whatever the status', () => {
    for (const status of [200, 404]) {
      const { error } = readGraphQLAnswer(status, 'Not Found', '{"data":null,"errors":[{"message":"ArtworkDoesNotExist"}]}')
      expect(mapApiError(error)).toEqual({ action: 'redirect', to: '/artworks', replace: true })
    }
  })
  it('a status of 300 or more without errors is a transport failure with the status text', () => {
    const { data, error } = readGraphQLAnswer(502, 'Bad Gateway', '<html>')
    expect(data).toBeNull()
    expect(mapApiError(error)).toEqual({ action: 'error', status: 500, message: 'Bad Gateway' })
  })
  it('an unreadable body or neither data nor errors is a generic failure, never a redirect', () => {
    for (const text of ['not json', '"a string"', '{}', '{"data":null}']) {
      const { error } = readGraphQLAnswer(200, 'OK', text)
      expect(error).not.toBeNull()
      expect(mapApiError(error).action).toBe('error')
    }
  })
})
