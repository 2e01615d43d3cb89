import { describe, expect, it } from 'vitest'

import { isChunkLoadError, mayReload, reloadGuardMs } from './reloadGuard'

describe('isChunkLoadError', () => {
  it('recognises the chunk-load failures of webpack, Turbopack and native import()', () => {
    const chunk = new Error('Loading chunk 123 failed.')
    chunk.name = 'ChunkLoadError'
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk app/page failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true)
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 7 failed')).toBe(true)
  })

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
  })
})

describe('mayReload', () => {
  const now = 1_700_000_000_000
  it('allows the first reload', () => {
    expect(mayReload(null, now)).toBe(true)
    expect(mayReload('', now)).toBe(true)
    expect(mayReload('garbage', now)).toBe(true)
  })

  it('blocks a second reload within 10 seconds and allows it after', () => {
    expect(reloadGuardMs).toBe(10_000)
    expect(mayReload(String(now - 1), now)).toBe(false)
    expect(mayReload(String(now - 9_999), now)).toBe(false)
    expect(mayReload(String(now - 10_000), now)).toBe(true)
    expect(mayReload(now - 60_000, now)).toBe(true)
  })

  it('does not block forever on a timestamp from the future', () => {
    expect(mayReload(String(now + 60_000), now)).toBe(true)
  })
})
