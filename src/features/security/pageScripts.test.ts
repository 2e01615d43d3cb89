import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { newPageScripts, notePage, withPageScripts } from './pageScripts.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('notePage', () => {
  it('admits the scripts of each version of a page without a version of its own, however alike their lengths', () => {
    // Two renders of the same error page: the same length, other scripts (a nonce in the payload).
    const first = '<html><script>self.__next_f.push("aaaa")</script></html>'
    const second = '<html><script>self.__next_f.push("bbbb")</script></html>'
    expect(first.length).toBe(second.length)
    for (const [html, script] of [
      [first, 'self.__next_f.push("aaaa")'],
      [second, 'self.__next_f.push("bbbb")'],
    ]) {
      const scripts = newPageScripts()
      withPageScripts(scripts, () => notePage('/404', null, html))
      expect([...scripts.hashes]).toEqual([sha(script)])
    }
  })

  it('keeps the hashes of a versioned page per version', () => {
    const scripts = newPageScripts()
    withPageScripts(scripts, () => notePage('/faq', 1, '<script>one()</script>'))
    withPageScripts(scripts, () => notePage('/faq', 2, '<script>two()</script>'))
    expect(scripts.hashes).toEqual(new Set([sha('one()'), sha('two()')]))
  })
})
