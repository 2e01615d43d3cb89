import { afterEach, describe, expect, it } from 'vitest'

import { RoomStatus } from './RoomStatus'
import { mountIn, unmountAll } from '../../../tests/components/mount'

afterEach(unmountAll)

const ahead = new Date(Date.now() + 24 * 3600 * 1000).toISOString()
const past = new Date(Date.now() - 1000).toISOString()

describe('RoomStatus (issue 51 point 4)', () => {
  it('shows the room’s price as the server rendered it, in either language, and says sold instead of it', () => {
    for (const [language, sold] of [
      ['de', 'Verkauft'],
      ['en', 'Sold'],
    ] as const) {
      const free = mountIn(language, <RoomStatus slug="werk" price="36.000,00 €" sold={false} reservedUntil={null} reserved={false} />)
      expect(free.textContent).toBe('36.000,00 €')
      const gone = mountIn(language, <RoomStatus slug="werk" price="36.000,00 €" sold reservedUntil={null} reserved={false} />)
      expect(gone.textContent).toBe(sold)
      expect(gone.querySelector('[data-sold]')).not.toBeNull()
      expect(gone.textContent).not.toContain('36.000')
    }
  })

  it('marks a hold beside the price while its day is ahead, and not once it has passed', () => {
    const held = mountIn('en', <RoomStatus slug="werk" price="36.000,00 €" sold={false} reservedUntil={ahead} reserved />)
    expect(held.textContent).toBe('36.000,00 € · Reserved')
    const lapsed = mountIn('de', <RoomStatus slug="werk" price="36.000,00 €" sold={false} reservedUntil={past} reserved={false} />)
    expect(lapsed.textContent).toBe('36.000,00 €')
    // The line is announced to screen readers when it changes.
    expect(held.querySelector('[aria-live="polite"]')).not.toBeNull()
  })
})
