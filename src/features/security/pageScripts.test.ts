import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { notePage, pageScriptsFor, withPageScripts } from './pageScripts.mjs'

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
      const scripts = pageScriptsFor('GET', '/404')
      withPageScripts(scripts, () => notePage('/404', null, html))
      scripts.release()
      expect([...scripts.hashes]).toEqual([sha(script)])
    }
  })

  it('keeps the hashes of a versioned page per version', () => {
    const scripts = pageScriptsFor('GET', '/faq')
    scripts.release()
    withPageScripts(scripts, () => notePage('/faq', 1, '<script>one()</script>'))
    withPageScripts(scripts, () => notePage('/faq', 2, '<script>two()</script>'))
    expect(scripts.hashes).toEqual(new Set([sha('one()'), sha('two()')]))
  })
})

describe('pageScriptsFor', () => {
  it('gives requests for one address under way together one nonce and one set of hashes, as Next gives them one page', () => {
    const first = pageScriptsFor('GET', '/artworks/a', 1_000)
    const second = pageScriptsFor('HEAD', '/artworks/a', 1_500)
    const elsewhere = pageScriptsFor('GET', '/artworks/b', 1_500)
    const asked = pageScriptsFor('GET', '/artworks/a?x=1', 1_500)
    const posted = pageScriptsFor('POST', '/artworks/a', 1_500)
    expect(second.nonce).toBe(first.nonce)
    for (const other of [elsewhere, asked, posted]) expect(other.nonce).not.toBe(first.nonce)
    // The stored page's lookup runs for the first request alone (Next's batch): the second is admitted too.
    withPageScripts(first, () => notePage('/de/artworks/a', 7, '<script>hydrate()</script>'))
    expect(second.hashes).toEqual(new Set([sha('hydrate()')]))
    expect(elsewhere.hashes.size).toBe(0)
    // Each keeps its own state besides: one answer's complete error page is not the other's.
    first.completeErrorPage = true
    expect(second.completeErrorPage).toBeUndefined()
    for (const scripts of [first, second, elsewhere, asked, posted]) scripts.release()
  })

  it('takes no newcomer once a page of the group went out (where its nonce can be read), nor after 10 s', () => {
    const first = pageScriptsFor('GET', '/faq/x', 1_000)
    const second = pageScriptsFor('GET', '/faq/x', 1_050)
    first.release(false) // a redirect, say: the group still waits for its page
    const third = pageScriptsFor('GET', '/faq/x', 1_080)
    expect(third.nonce).toBe(first.nonce)
    second.release(true)
    second.release(true) // head and close count once
    const after = pageScriptsFor('GET', '/faq/x', 1_100)
    expect(after.nonce).not.toBe(first.nonce)
    third.release(true)
    const late = pageScriptsFor('GET', '/faq/x', 11_200)
    expect(late.nonce).not.toBe(after.nonce)
    const joined = pageScriptsFor('GET', '/faq/x', 11_300)
    expect(joined.nonce).toBe(late.nonce)
    for (const scripts of [after, late, joined]) scripts.release()
    // Everyone answered: the next request starts afresh.
    expect(pageScriptsFor('GET', '/faq/x', 11_400).nonce).not.toBe(late.nonce)
  })
})
