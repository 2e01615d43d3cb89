import { describe, expect, it } from 'vitest'

import { decideLinkClick, type LinkClick, type LinkTarget } from './linkClick'

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
const here = 'https://gallery.test/artworks?page=2'
const link = (href: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({ href, target: '', download: false, ...extra })

describe('decideLinkClick', () => {
  it('navigates in-app for same-origin links', () => {
    expect(decideLinkClick(plain, link('https://gallery.test/artists'), here)).toBe('client')
    expect(decideLinkClick(plain, link('/en/artworks/x'), here)).toBe('client')
    expect(decideLinkClick(plain, link('/artworks?page=3'), here)).toBe('client')
  })

  it('leaves modified clicks, other buttons, targets and downloads to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(decideLinkClick({ ...plain, [key]: true }, link('/artists'), here)).toBe('browser')
    }
    expect(decideLinkClick({ ...plain, button: 1 }, link('/artists'), here)).toBe('browser')
    expect(decideLinkClick(plain, link('/artists', { target: '_blank' }), here)).toBe('browser')
    expect(decideLinkClick(plain, link('/artists', { target: '_self' }), here)).toBe('client')
    expect(decideLinkClick(plain, link('/media/file.pdf', { download: true }), here)).toBe('browser')
  })

  it('leaves a link that handles its own clicks alone, into the magazine too (the language switch stores the choice)', () => {
    expect(decideLinkClick(plain, link('/en/magazine/sunset', { ownClick: true }), 'https://gallery.test/magazine/abendrot')).toBe('browser')
    expect(decideLinkClick(plain, link('/en/artworks/sunset', { ownClick: true }), here)).toBe('browser')
  })

  it('leaves other origins and other protocols to the browser', () => {
    expect(decideLinkClick(plain, link('https://example.com/artists'), here)).toBe('browser')
    expect(decideLinkClick(plain, link('http://gallery.test/artists'), here)).toBe('browser')
    expect(decideLinkClick(plain, link('mailto:info@gallery.test'), here)).toBe('browser')
    expect(decideLinkClick(plain, link('tel:+49301234'), here)).toBe('browser')
  })

  it('does nothing for a link to the current address, but lets in-page anchors jump', () => {
    expect(decideLinkClick(plain, link('/artworks?page=2'), here)).toBe('stay')
    expect(decideLinkClick(plain, link('https://gallery.test/artworks?page=2'), here)).toBe('stay')
    expect(decideLinkClick(plain, link('/artworks?page=2#main'), here)).toBe('browser')
    expect(decideLinkClick(plain, link('/artworks?page=2'), `${here}#top`)).toBe('stay')
  })

  it('forces a full load into the magazine, in both languages', () => {
    expect(decideLinkClick(plain, link('/magazine'), here)).toBe('full')
    expect(decideLinkClick(plain, link('/magazine/a-story'), here)).toBe('full')
    expect(decideLinkClick(plain, link('/en/magazine'), here)).toBe('full')
    expect(decideLinkClick(plain, link('/magazin'), here)).toBe('full')
    // Clicking the magazine page you are on still does nothing.
    expect(decideLinkClick(plain, link('/magazine'), 'https://gallery.test/magazine')).toBe('stay')
  })

  it('forces a full load once a newer build is known', () => {
    expect(decideLinkClick(plain, link('/artists'), here, true)).toBe('full')
    expect(decideLinkClick(plain, link('/artworks?page=2'), here, true)).toBe('stay')
    expect(decideLinkClick(plain, link('https://example.com/'), here, true)).toBe('browser')
  })
})
