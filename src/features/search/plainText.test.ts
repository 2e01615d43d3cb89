import { describe, expect, it } from 'vitest'

import { richTextToPlain } from './plainText'

const state = {
  root: {
    type: 'root',
    children: [
      { type: 'heading', children: [{ type: 'text', text: 'Über das Werk' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Öl auf ' },
          { type: 'text', text: 'Leinwand', format: 1 },
        ],
      },
      { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'Blau' }] }] },
    ],
  },
}

describe('richTextToPlain', () => {
  it('collects the text of every node, from parsed JSON (PostgreSQL) and JSON text (SQLite)', () => {
    expect(richTextToPlain(state)).toBe('Über das Werk Öl auf  Leinwand Blau')
    expect(richTextToPlain(JSON.stringify(state))).toBe('Über das Werk Öl auf  Leinwand Blau')
  })

  it('reads nothing from empty or broken values', () => {
    expect(richTextToPlain(null)).toBe('')
    expect(richTextToPlain('{broken')).toBe('')
    expect(richTextToPlain(42)).toBe('')
  })

  it('stops at the length limit', () => {
    expect(richTextToPlain(state, 10).length).toBeLessThanOrEqual(10)
  })
})
