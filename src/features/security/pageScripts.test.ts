import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { admitInlineScript, noteStoredPage, pageScriptsOfRequest, scriptSources, storedScripts, storedScriptsHeader } from './pageScripts.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
type Value = { kind: string; html: string; headers?: Record<string, string> }

describe('noteStoredPage', () => {
  it('puts the hashes of a stored page version in its own headers, where every answer made from it carries them', () => {
    const value: Value = {
      kind: 'APP_PAGE',
      html: '<html><script>self.a=1</script><script src="/x.js"></script><script type="application/ld+json">{}</script></html>',
      headers: { 'x-next-cache-tags': 't' },
    }
    const headers = value.headers
    noteStoredPage('/de/faq', 1, value)
    // In place: the object Next answers the rendering request (and those batched with it) with.
    expect(value.headers).toBe(headers)
    expect(storedScripts(value.headers![storedScriptsHeader])).toEqual([sha('self.a=1')])
  })

  it('tells versions apart: a new version gets its own hashes, a version that has them keeps them', () => {
    const first: Value = { kind: 'APP_PAGE', html: '<script>self.__next_f.push("aaaa")</script>' }
    const second: Value = { kind: 'APP_PAGE', html: '<script>self.__next_f.push("bbbb")</script>' }
    noteStoredPage('/404', null, first)
    noteStoredPage('/404', null, second)
    expect(first.headers![storedScriptsHeader]).toBe(sha('self.__next_f.push("aaaa")'))
    expect(second.headers![storedScriptsHeader]).toBe(sha('self.__next_f.push("bbbb")'))
    const kept: Value = { kind: 'APP_PAGE', html: '<script>other()</script>', headers: { [storedScriptsHeader]: sha('one()') } }
    noteStoredPage('/de/x', 2, kept)
    expect(kept.headers![storedScriptsHeader]).toBe(sha('one()'))
  })

  it('leaves anything but a page alone', () => {
    const route = { kind: 'APP_ROUTE', body: 'x', headers: {} as Record<string, string> }
    noteStoredPage('/sitemap.xml', 1, route)
    expect(route.headers[storedScriptsHeader]).toBeUndefined()
  })
})

describe('a page rendered per request', () => {
  it('gets a nonce of its own, never another request’s, and the site’s own inline scripts by hash', () => {
    const [one, two] = [pageScriptsOfRequest(), pageScriptsOfRequest()]
    expect(one.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(one.nonce).not.toBe(two.nonce)
    admitInlineScript('self.theme=1')
    expect(scriptSources(one)).toEqual(expect.arrayContaining([`'nonce-${one.nonce}'`, sha('self.theme=1')]))
    expect(scriptSources(one)).not.toContain(`'nonce-${two.nonce}'`)
  })

  it('reads only hash sources from the stored header', () => {
    expect(storedScripts(`${sha('a')} 'unsafe-inline' https://evil.example`)).toEqual([sha('a')])
    expect(storedScripts(undefined)).toBeNull()
  })
})
