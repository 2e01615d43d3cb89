/**
 * No cross-site writes (issue 30 point 4), in Chromium against the production server: an editor
 * signed in to the admin opens a page on another port of the same host — the same site, so
 * SameSite=Lax sends the session cookie — that posts to the admin's API to create a staff account.
 * The server refuses it (403) and nothing is created; the same write from the site itself works.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, signInByForm } from './support'

const getBrowser = browserForTests()
let elsewhere: http.Server
let elsewhereOrigin = ''
const planted: string[] = []

/** The other page: a form that posts itself to the admin's API, as Payload's admin sends uploads (`_payload`). */
function plantingPage(target: string, email: string): string {
  const data = JSON.stringify({ email, password: 'Eindringling-2026-!x', name: 'Planted' }).replace(/"/g, '&quot;')
  return `<!doctype html><form id="f" method="post" action="${target}" enctype="multipart/form-data"><input type="hidden" name="_payload" value="${data}"></form><script>document.getElementById('f').submit()</script>`
}

beforeAll(async () => {
  elsewhere = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(plantingPage(`${BASE_URL}/api/users`, url.searchParams.get('email') ?? ''))
  })
  await new Promise<void>((resolve) => elsewhere.listen(0, resolve))
  // The same host name as the site, another port: "same site" to the browser.
  elsewhereOrigin = `${new URL(BASE_URL).protocol}//${new URL(BASE_URL).hostname}:${(elsewhere.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => elsewhere?.close(() => resolve()))
  const headers = await adminHeaders()
  for (const email of planted) {
    const found = (await (await fetch(`${BASE_URL}/api/users?where[email][equals]=${encodeURIComponent(email)}`, { headers })).json()) as { docs: Array<{ id: number }> }
    for (const user of found.docs) await fetch(`${BASE_URL}/api/users/${user.id}`, { method: 'DELETE', headers })
  }
})

async function accountsNamed(email: string): Promise<number> {
  const response = await fetch(`${BASE_URL}/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: await adminHeaders() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

describe("a signed-in editor's browser", () => {
  it('refuses a staff account planted by a page on another port of the same host, 403', async () => {
    const context = await getBrowser().newContext({ locale: 'en-US' })
    try {
      const page = await context.newPage()
      await signInByForm(page)
      const email = `planted-${Date.now()}@example.org`
      planted.push(email)
      const posted = page.waitForResponse((response) => response.url() === `${BASE_URL}/api/users` && response.request().method() === 'POST')
      await page.goto(`${elsewhereOrigin}/?email=${encodeURIComponent(email)}`, { waitUntil: 'commit' })
      const response = await posted
      // The browser did send the editor's session: only the server's check stands in the way.
      const sent = await response.request().allHeaders()
      expect(sent.cookie ?? '').toContain('payload-token=')
      expect(sent.origin).toBe(elsewhereOrigin)
      expect(response.status()).toBe(403)
      expect(await page.locator('body').innerText()).toMatch(/did not come from the gallery's own website/)
      expect(await accountsNamed(email)).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('still writes from the site itself: the admin and a same-origin request', async () => {
    const context = await getBrowser().newContext({ locale: 'de-DE' })
    try {
      const page = await context.newPage()
      await signInByForm(page)
      const email = `colleague-${Date.now()}@example.org`
      planted.push(email)
      const created = await page.evaluate(async (address) => {
        const response = await fetch('/api/users', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address, password: 'Kollegin-im-Haus-2026!', name: 'Colleague' }),
        })
        return response.status
      }, email)
      expect(created).toBe(201)
      expect(await accountsNamed(email)).toBe(1)
      // The admin's own form saves as before (its requests carry the site's Origin).
      await page.goto(`${BASE_URL}/admin/account`, { waitUntil: 'domcontentloaded' })
      await page.locator('#field-name').waitFor()
      await page.fill('#field-name', `Admin ${Date.now()}`)
      const saved = page.waitForResponse((response) => /\/api\/users\/\d+/.test(response.url()) && response.request().method() === 'PATCH')
      await page.keyboard.press('ControlOrMeta+s')
      expect((await saved).status()).toBe(200)
    } finally {
      await context.close()
    }
  })
})
