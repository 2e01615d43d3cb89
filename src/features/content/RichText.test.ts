import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { headingMap, RichText } from './RichText'

const text = (...tags: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: tags.map((tag) => ({
      type: 'heading',
      tag,
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [{ type: 'text', text: `title ${tag}`, version: 1, detail: 0, format: 0, mode: 'normal', style: '' }],
    })),
  },
})

describe('headings in editors’ rich text', () => {
  it('draws the levels used as consecutive levels below the heading the text sits under', () => {
    expect([...headingMap(text('h3', 'h4', 'h3'), 2)]).toEqual([
      [3, 'h2'],
      [4, 'h3'],
    ])
    expect([...headingMap(text('h2', 'h4'), 2)]).toEqual([
      [2, 'h2'],
      [4, 'h3'],
    ])
    expect([...headingMap(text('h1', 'h2'), 3)]).toEqual([
      [1, 'h3'],
      [2, 'h4'],
    ])
    expect([...headingMap(text('h1', 'h2', 'h3', 'h4', 'h5', 'h6'), 3)].map(([, tag]) => tag)).toEqual(['h3', 'h4', 'h5', 'h6', 'h6', 'h6'])
    expect(headingMap({ root: { children: [] } }, 2).size).toBe(0)
  })

  it('renders an h3 written under the page title as an h2 (no skipped level)', () => {
    const html = renderToStaticMarkup(createElement(RichText, { data: text('h3', 'h4') }))
    expect(html).toContain('<h2>title h3</h2>')
    expect(html).toContain('<h3>title h4</h3>')
    expect(html).not.toMatch(/<h4|<h1/)
  })
})

const linked = (type: 'link' | 'autolink', url: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          {
            type,
            version: 3,
            direction: null,
            format: '',
            indent: 0,
            fields: { linkType: 'custom', url, newTab: false },
            children: [{ type: 'text', text: 'der Link', version: 1, detail: 0, format: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    ],
  },
})

describe('links in editors’ rich text', () => {
  it('draws web, mail and telephone links and site paths as links', () => {
    for (const url of ['https://example.org/a', 'mailto:info@galerie.de', 'tel:+49301234', '/artworks/x']) {
      for (const type of ['link', 'autolink'] as const) {
        expect(renderToStaticMarkup(createElement(RichText, { data: linked(type, url) })), `${type} ${url}`).toContain(`<a href="${url}">der Link</a>`)
      }
    }
  })

  it('draws a javascript: or data: link (saved before the rule) as its text alone', () => {
    for (const url of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:x']) {
      for (const type of ['link', 'autolink'] as const) {
        const html = renderToStaticMarkup(createElement(RichText, { data: linked(type, url) }))
        expect(html, `${type} ${url}`).toContain('der Link')
        expect(html, `${type} ${url}`).not.toMatch(/<a\b|href=/)
      }
    }
  })
})
