import { describe, expect, it } from 'vitest'

import { fillTemplate } from './replyTemplate'

describe('fillTemplate', () => {
  it("puts in the visitor's name and the works, quoted in the visitor's language, every time they occur", () => {
    expect(fillTemplate('Guten Tag {name}, {works} ist frei. {name}', { name: ' Ida ', works: ['Raster', 'Blau'], locale: 'de' })).toBe(
      'Guten Tag Ida, „Raster“, „Blau“ ist frei. Ida',
    )
    expect(fillTemplate('Dear {name}, {works} is available.', { name: 'Ida', works: ['Grid'], locale: 'en' })).toBe('Dear Ida, "Grid" is available.')
    expect(fillTemplate('{name}{works}', {})).toBe('')
  })
})
