import { describe, expect, it } from 'vitest'

import { cardData } from './cardData'

const now = Date.parse('2026-06-01T12:00:00Z')
const image = { filename: 'werk-1-a1b2c3d4e5.jpg', width: 1200, height: 1500, alt: 'Alt text', copyrightText: '© A', mimeType: 'image/jpeg' }

describe('a card’s data', () => {
  it('keeps only what the card shows: no alt text (the title is the picture’s text), no second image, no price on request', () => {
    const card = cardData(
      {
        id: 7,
        slug: 'werk',
        title: 'Werk',
        year: 2024,
        artist: { name: 'Anna Berg', slug: 'anna-berg', bio: 'long' } as never,
        images: [image as never, { ...image, filename: 'second.jpg' } as never],
        publicPrice: 4200,
        priceOnRequest: false,
        sold: false,
        leasingDisabled: false,
        reservedUntil: null,
        description: 'a long text',
      } as never,
      now,
    )
    expect(card).toEqual({
      id: 7,
      slug: 'werk',
      title: 'Werk',
      year: 2024,
      artist: { name: 'Anna Berg' },
      images: [{ filename: image.filename, width: 1200, height: 1500 }],
      publicPrice: 4200,
    })
  })

  it('says sold, on request and leasing off only when they are so', () => {
    expect(cardData({ id: 1, slug: 's', title: 'T', sold: true, priceOnRequest: true, leasingDisabled: true }, now)).toEqual({
      id: 1,
      slug: 's',
      title: 'T',
      images: [],
      sold: true,
      priceOnRequest: true,
      leasingDisabled: true,
    })
  })

  it('reads a reservation once, as the page is rendered, and keeps a reading made earlier', () => {
    const ahead = { id: 1, slug: 's', title: 'T', reservedUntil: '2026-06-10' }
    expect(cardData(ahead, now)).toMatchObject({ reservedUntil: '2026-06-10', reserved: true })
    expect(cardData({ ...ahead, reservedUntil: '2026-05-01' }, now)).toMatchObject({ reservedUntil: '2026-05-01', reserved: false })
    // The list's own reading (made when its page was rendered) wins over this clock.
    expect(cardData({ ...ahead, reserved: false }, now)).toMatchObject({ reserved: false })
  })
})
