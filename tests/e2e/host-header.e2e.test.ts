/**
 * No answer is built from the request's Host (issue 16 point 2): a newsletter sign-up posted
 * with `Host: evil.example` (as a browser without JavaScript posts the form) gets confirm and
 * unsubscribe links, and a List-Unsubscribe header, on the site's own address; so do canonical
 * URLs, sitemaps and redirects.
 */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { signStartTime } from '@/features/forms/abuse'

import { adminHeaders, BASE_URL } from './support'

const base = new URL(BASE_URL)

/** A raw HTTP request with a forged Host header (fetch does not let one set it). */
function request(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path, method, headers: { host: 'evil.example', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}

/** The form of a page that asks for an email address, with its fields, as a browser without JavaScript posts it. */
async function formOf(path: string) {
  const html = (await request(path)).text
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].find((candidate) => candidate[1].includes('name="email"'))
  if (!form) throw new Error(`no form with an email field on ${path}`)
  const fields: Record<string, string> = {}
  for (const input of form[1].matchAll(/<(?:input|textarea|select)\b([^>]*)>/g)) {
    const name = /\bname="([^"]+)"/.exec(input[1])?.[1]
    if (name) fields[name] = (/\bvalue="([^"]*)"/.exec(input[1])?.[1] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"')
  }
  return fields
}

function multipart(fields: Record<string, string>) {
  const boundary = `----e2e${Date.now()}`
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` }
}

describe('a forged Host header', () => {
  it('does not reach the links of a newsletter confirmation mail', async () => {
    const email = `host-${Date.now()}@example.org`
    const fields = await formOf('/newsletter')
    // A start time signed as the form would, five seconds ago: a human's pause without waiting for it.
    const startedAt = signStartTime(Date.now() - 5_000, process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789abcdef')
    const { body, type } = multipart({ ...fields, email, consent: 'on', website: '', startedAt })
    const answer = await request('/newsletter', { method: 'POST', body, headers: { 'content-type': type, 'x-forwarded-for': '198.51.100.77', 'x-forwarded-host': 'evil.example' } })
    expect(answer.status).toBeLessThan(400)
    let mails: Array<{ text: string }> = []
    await expect
      .poll(
        async () => {
          const response = await fetch(`${BASE_URL}/api/mail-outbox?depth=0&where[to][equals]=${encodeURIComponent(email)}`, { headers: await adminHeaders() })
          mails = ((await response.json()) as { docs: Array<{ text: string }> }).docs
          return mails.length
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(1)
    expect(mails[0].text).not.toContain('evil.example')
    expect(mails[0].text).toMatch(/https?:\/\/[^/\s]+\/newsletter\/confirm\?token=/)
  })

  it('does not reach canonical URLs, hreflang alternates, sitemaps or redirects', async () => {
    for (const path of ['/', '/en/artworks', '/sitemap.xml', '/robots.txt', '/Crew', '/artist/x', '/en']) {
      const answer = await request(path, { headers: { 'x-forwarded-host': 'evil.example' } })
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.text, path).not.toContain('evil.example')
      expect(String(answer.headers.location ?? ''), path).not.toContain('evil.example')
      expect(String(answer.headers.link ?? ''), path).not.toContain('evil.example')
    }
  })

  it('a start time serves one accepted submission: replaying it is refused with a fresh one', async () => {
    const fields = await formOf('/newsletter')
    const startedAt = signStartTime(Date.now() - 5_000, process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789abcdef')
    const emails = [`replay-a-${Date.now()}@example.org`, `replay-b-${Date.now()}@example.org`]
    const answers = []
    for (const [i, email] of emails.entries()) {
      const { body, type } = multipart({ ...fields, email, consent: 'on', website: '', startedAt })
      answers.push(await request('/newsletter', { method: 'POST', body, headers: { host: base.host, 'content-type': type, 'x-forwarded-for': `198.51.100.${80 + i}` } }))
    }
    const subscribers = async (email: string) => {
      const response = await fetch(`${BASE_URL}/api/subscribers?depth=0&where[email][equals]=${encodeURIComponent(email)}`, { headers: await adminHeaders() })
      return ((await response.json()) as { totalDocs: number }).totalDocs
    }
    expect(await subscribers(emails[0])).toBe(1)
    expect(await subscribers(emails[1])).toBe(0)
    // The refusal hands out a new start time, so sending again works.
    expect(answers[1].text).toContain('name="startedAt"')
    expect(answers[1].text).not.toContain(`value="${startedAt}"`)
  })
})
