/**
 * Rich-text links carry web, mail and telephone addresses and site paths only (issue 46 point
 * 13): a save with a `javascript:` or `data:` link is refused with a message in the editor's
 * language, through the REST API as the admin saves (Payload's handler on the run's real
 * database), and through the Local API; a save with allowed links goes through. How the site
 * draws a link saved before the rule: src/features/content/RichText.test.ts.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  const email = `links-${process.pid}@vernissage.test`
  const password = 'links-password-1234'
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password, name: 'Links' } as never, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

const answerWith = (...urls: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: urls.map((url, index) => ({
          type: 'link',
          version: 3,
          direction: null,
          format: '',
          indent: 0,
          id: `link${index}`,
          fields: { linkType: 'custom', url, newTab: false },
          children: [{ type: 'text', text: `Link ${index}`, version: 1, detail: 0, format: 0, mode: 'normal', style: '' }],
        })),
      },
    ],
  },
})

async function saveFaq(answer: unknown, language: 'de' | 'en') {
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost/api/faq?locale=${language}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': language },
      body: JSON.stringify({ question: `Links ${Date.now()}`, answer }),
    }),
  })
  return { status: response.status, text: await response.text() }
}

describe('links in rich text, at save', () => {
  for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'JavaScript:alert(1)', 'vbscript:msgbox(1)']) {
    it(`a link to ${JSON.stringify(url)} is refused with a message in German and English`, async () => {
      for (const [language, message] of [
        ['de', /Link-Adresse ist nicht erlaubt/],
        ['en', /link address is not allowed/],
      ] as const) {
        const answer = await saveFaq(answerWith('https://example.org', url), language)
        expect(answer.status, answer.text.slice(0, 300)).toBe(400)
        expect(answer.text, answer.text).toMatch(message)
      }
      const local = await payload.create({ collection: 'faq', data: { question: 'Lokal', answer: answerWith(url) } as never, overrideAccess: true }).then(
        () => null,
        (error: { status?: number; data?: unknown }) => error,
      )
      expect(local?.status).toBe(400)
      expect(JSON.stringify(local?.data)).toMatch(/Link-Adresse ist nicht erlaubt/)
    })
  }

  it('web, mail and telephone links and site paths are saved', async () => {
    const urls = ['https://example.org/a?b', 'http://example.org', 'mailto:info@galerie.de', 'tel:+49301234', '/artworks/x', '#oben']
    const answer = await saveFaq(answerWith(...urls), 'en')
    expect(answer.status, answer.text.slice(0, 300)).toBe(201)
    const id = JSON.parse(answer.text).doc.id
    const saved = await payload.findByID({ collection: 'faq', id, locale: 'en' })
    expect(JSON.stringify(saved.answer)).toContain('mailto:info@galerie.de')
    await payload.delete({ collection: 'faq', id, overrideAccess: true })
  })
})
