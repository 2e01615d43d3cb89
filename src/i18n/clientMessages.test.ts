import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import de from './messages/de.json'
import en from './messages/en.json'

import { clientMessages, clientNamespaces } from './clientMessages'

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name)
    if (item.isDirectory()) return sources(file)
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [file] : []
  })
}

describe('the messages sent to the browser', () => {
  it('hold every namespace a component translates with useTranslations', () => {
    const used = new Set<string>()
    for (const file of sources(path.resolve(__dirname, '..'))) {
      const text = fs.readFileSync(file, 'utf8')
      for (const match of text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g)) used.add((match[1] ?? match[2] ?? '').split('.')[0])
    }
    expect(used.size).toBeGreaterThan(5)
    // useTranslations() without a namespace would need every message.
    expect(used.has('')).toBe(false)
    for (const name of used) expect(clientNamespaces, name).toContain(name)
  })

  it('leave out what only the server renders, in both languages', () => {
    for (const messages of [de, en]) {
      const picked = clientMessages(messages)
      expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].sort())
      expect(picked).not.toHaveProperty('forms')
      expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length * 0.6)
    }
  })
})
