import { describe, expect, it } from 'vitest'

import { countWords, readingMinutes } from './readingTime'

const words = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(' ')

describe('countWords', () => {
  it('counts runs of letters or digits between white space, in any script', () => {
    expect(countWords('Über  die Farbe\nUltramarin,\tum 1500.')).toBe(6)
    expect(countWords('Ça coûte 12.500,00 € – oder?')).toBe(4)
  })

  it('counts nothing in an empty or blank text', () => {
    expect(countWords('')).toBe(0)
    expect(countWords(' \n\t – … ')).toBe(0)
  })
})

describe('readingMinutes', () => {
  it('is words / 200 rounded up', () => {
    expect(readingMinutes(words(200))).toBe(1)
    expect(readingMinutes(words(201))).toBe(2)
    expect(readingMinutes(words(1000))).toBe(5)
    expect(readingMinutes(words(1001))).toBe(6)
  })

  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('Kurz.')).toBe(1)
  })
})
