import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import de from './messages/de.json'
import en from './messages/en.json'

import { clientMessages, clientNamespaces, pageMessages, pageNamespaces, partialNamespaces } from './clientMessages'

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name)
    if (item.isDirectory()) return sources(file)
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [file] : []
  })
}

/** Each source file with the namespaces it translates with in the browser (`useTranslations`). */
function translating(): Array<{ file: string; text: string; namespaces: string[] }> {
  return sources(path.resolve(__dirname, '..')).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8')
    const namespaces = [...text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g)].map((match) => (match[1] ?? match[2] ?? '').split('.')[0])
    return namespaces.length > 0 ? [{ file, text, namespaces }] : []
  })
}

describe('the messages sent to the browser', () => {
  it('hold every namespace a component translates with useTranslations, on every page or on the pages that add it', () => {
    const used = new Set(translating().flatMap(({ namespaces }) => namespaces))
    expect(used.size).toBeGreaterThan(5)
    // useTranslations() without a namespace would need every message.
    expect(used.has('')).toBe(false)
    for (const name of used) expect([...clientNamespaces, ...pageNamespaces], name).toContain(name)
  })

  it('hold every key the components read of a namespace sent in part', () => {
    for (const [name, keys] of Object.entries(partialNamespaces)) {
      const users = translating().filter(({ namespaces }) => namespaces.includes(name))
      expect(users.length, name).toBeGreaterThan(0)
      for (const { file, text } of users) {
        // t('key') and t(`group.${…}`): a key read under a template is sent as its whole group.
        const read = [...text.matchAll(/\bt\(\s*(?:'([^']+)'|`([^`.$]+)[.$`])/g)].map((match) => match[1] ?? match[2])
        expect(read.length, file).toBeGreaterThan(0)
        for (const key of read) expect(keys, `${file}: ${name}.${key}`).toContain(key)
      }
    }
  })

  it('are added by <PageMessages> where the components of a page need them', () => {
    const all = sources(path.resolve(__dirname, '..')).map((file) => fs.readFileSync(file, 'utf8'))
    for (const name of pageNamespaces)
      expect(
        all.some((text) => new RegExp(`<PageMessages namespaces=\\{\\[[^\\]]*'${name}'`).test(text)),
        name,
      ).toBe(true)
  })

  it('leave out what only the server renders, in both languages', () => {
    for (const messages of [de, en]) {
      const picked = clientMessages(messages)
      expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].sort())
      expect(picked).not.toHaveProperty('forms')
      expect(picked).not.toHaveProperty('explorer')
      expect(Object.keys(picked.cart as object).sort()).toEqual(['headerLabel', 'headerText'])
      expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length * 0.5)
      // A page that adds its namespaces keeps the others, as the same objects (sent once).
      const explorer = pageMessages(messages, ['explorer'])
      expect(explorer.explorer).toBe(messages.explorer)
      expect(explorer.artwork).toBe(messages.artwork)
    }
  })
})
