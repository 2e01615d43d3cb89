import { describe, expect, it } from 'vitest'

import { isContentAddressed, parseVariantName, storedName } from './mediaVariants'

const hash = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'

describe('the stored name of an upload', () => {
  it('is safe and marked with the content', () => {
    expect(storedName('Abendrot über dem Fluß.JPEG', hash)).toBe('abendrot-ueber-dem-fluss-a1b2c3d4e5.jpg')
    expect(storedName('Été à Montréal.png', hash)).toBe('ete-a-montreal-a1b2c3d4e5.png')
    expect(storedName('###.webp', hash)).toBe('bild-a1b2c3d4e5.webp')
    expect(storedName(`${'sehr-lang-'.repeat(30)}.jpg`, hash).length).toBeLessThanOrEqual(60 + 11 + 4)
  })

  it('differs for x.jpg and x.png, and for another picture under the same name', () => {
    expect(storedName('x.jpg', hash).replace(/\.\w+$/, '')).toBe(storedName('x.png', hash).replace(/\.\w+$/, ''))
    expect(storedName('x.jpg', hash)).not.toBe(storedName('x.png', 'ff' + hash.slice(2)))
    expect(storedName('x.jpg', hash)).not.toBe(storedName('x.jpg', '00' + hash.slice(2)))
  })

  it('tells content-addressed names, whose variants are immutable, from older ones', () => {
    const name = storedName('x.png', hash)
    expect(isContentAddressed(name)).toBe(true)
    const variant = parseVariantName(`${name.replace(/\.png$/, '')}-640w.webp`)
    expect(variant?.kind === 'variant' && isContentAddressed(variant.stem)).toBe(true)
    expect(isContentAddressed('abendrot.jpg')).toBe(false)
    expect(isContentAddressed('abendrot-2024')).toBe(false)
  })
})
