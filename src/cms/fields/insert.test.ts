import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { insertFields } from './insert'

const names = (fields: Field[]): unknown[] => fields.map((field) => ('name' in field && field.name ? field.name : 'fields' in field ? names(field.fields) : field.type))

describe('fields a feature adds to a collection', () => {
  const fields: Field[] = [
    { name: 'title', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number' },
        { name: 'sold', type: 'checkbox' },
      ],
    },
    { type: 'collapsible', label: 'More', fields: [{ name: 'notes', type: 'textarea' }] },
    { name: 'dimensions', type: 'group', fields: [{ name: 'height', type: 'number' }] },
    { name: 'publishedAt', type: 'date' },
  ]
  const added: Field[] = [
    { name: 'a', type: 'text' },
    { name: 'b', type: 'text' },
  ]

  it('go before or after a top-level field, in their order', () => {
    expect(names(insertFields(fields, { before: 'publishedAt' }, added))).toEqual(['title', ['price', 'sold'], ['notes'], 'dimensions', 'a', 'b', 'publishedAt'])
    expect(names(insertFields(fields, { after: 'title' }, added))).toEqual(['title', 'a', 'b', ['price', 'sold'], ['notes'], 'dimensions', 'publishedAt'])
  })

  it('go inside an unnamed row or collapsible that holds the anchor', () => {
    expect(names(insertFields(fields, { after: 'price' }, added))).toEqual(['title', ['price', 'a', 'b', 'sold'], ['notes'], 'dimensions', 'publishedAt'])
    expect(names(insertFields(fields, { before: 'notes' }, added))).toEqual(['title', ['price', 'sold'], ['a', 'b', 'notes'], 'dimensions', 'publishedAt'])
  })

  it('leave the given list and its rows as they were', () => {
    const before = JSON.stringify(fields)
    insertFields(fields, { after: 'price' }, added)
    expect(JSON.stringify(fields)).toBe(before)
  })

  it('refuse a missing anchor, and do not look inside named groups', () => {
    expect(() => insertFields(fields, { before: 'publishedOn' }, added)).toThrow('insertFields: no field named "publishedOn" to insert before')
    expect(() => insertFields(fields, { after: 'height' }, added)).toThrow('no field named "height" to insert after')
  })
})
