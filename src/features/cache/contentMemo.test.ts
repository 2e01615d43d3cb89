import { describe, expect, it } from 'vitest'

import { markContentChanged, memoized } from './contentMemo'

describe('contentMemo', () => {
  it('keeps a read until anything public changes, then reads again', async () => {
    let reads = 0
    const load = async () => ++reads
    expect(await memoized('t:a', load)).toBe(1)
    expect(await memoized('t:a', load)).toBe(1)
    markContentChanged()
    expect(await memoized('t:a', load)).toBe(2)
    expect(await memoized('t:a', load)).toBe(2)
  })

  it('forgets a read after a minute, and a failed read at once', async () => {
    let clock = Date.now() + 1_000_000
    const now = () => clock
    let reads = 0
    const load = async () => ++reads
    expect(await memoized('t:b', load, now)).toBe(1)
    clock += 59_000
    expect(await memoized('t:b', load, now)).toBe(1)
    clock += 2_000
    expect(await memoized('t:b', load, now)).toBe(2)
    await expect(memoized('t:c', () => Promise.reject(new Error('database away')), now)).rejects.toThrow('database away')
    await Promise.resolve()
    expect(await memoized('t:c', async () => 'back', now)).toBe('back')
  })

  it('never hands out a read that began before a change, even while it is still running', async () => {
    let finish: (value: string) => void = () => undefined
    let began: () => void = () => undefined
    const reading = new Promise<void>((resolve) => (began = resolve))
    const slow = memoized('t:d', () => (began(), new Promise<string>((resolve) => (finish = resolve))))
    await reading
    markContentChanged()
    const fresh = memoized('t:d', async () => 'after the change')
    finish('before the change')
    expect(await slow).toBe('before the change')
    expect(await fresh).toBe('after the change')
  })

  it('orders a read and a change in the same millisecond: the change wins', async () => {
    const frozen = () => 1_700_000_000_000
    let reads = 0
    const load = async () => ++reads
    expect(await memoized('t:e', load, frozen)).toBe(1)
    expect(await memoized('t:e', load, frozen)).toBe(1)
    markContentChanged()
    expect(await memoized('t:e', load, frozen)).toBe(2)
    expect(await memoized('t:e', load, frozen)).toBe(2)
  })

  it('is bounded by the bytes of what the reads gave: a large answer pushes the oldest out', async () => {
    markContentChanged()
    let reads = 0
    const load = (text: string) => async () => ((reads += 1), text)
    expect(await memoized('t:small', load('klein'))).toBe('klein')
    expect(await memoized('t:small', load('klein'))).toBe('klein')
    expect(reads).toBe(1)
    // About 3 MB, then another: together more than the memo's 4 MB.
    await memoized('t:large-1', load('x'.repeat(1_500_000)))
    await memoized('t:large-2', load('y'.repeat(1_500_000)))
    expect(reads).toBe(3)
    await memoized('t:large-1', load('x'))
    expect(reads).toBe(4) // pushed out by the second, read again
  })
})
