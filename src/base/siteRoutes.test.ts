import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { publicCollections } from '@/base/publicPaths'

import { documentRoutes, fixedChildren, fixedRoutes, privateRoutes, reservedPageSlugs, routeShape } from './siteRoutes'

const siteRoot = path.resolve(import.meta.dirname, '../app/(site)/[locale]')

/** The route folders under the locale segment, route groups flattened: ['artworks', 'artworks/[slug]', …]. */
function routeFolders(dir = siteRoot, prefix = ''): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Parallel-route slots (@languageSwitch) render beside a page; they are no address of their own.
    if (!entry.isDirectory() || entry.name.startsWith('@')) continue
    const group = /^\(.+\)$/.test(entry.name)
    const name = group ? prefix : prefix ? `${prefix}/${entry.name}` : entry.name
    const full = path.join(dir, entry.name)
    const routed = fs.readdirSync(full).some((file) => /^(page|route)\.tsx?$/.test(file))
    if (!group && routed) found.push(name)
    found.push(...routeFolders(full, name))
  }
  return found
}

describe('the route table', () => {
  const folders = routeFolders()

  it('knows every route folder of the site', () => {
    for (const folder of folders) {
      const segments = folder.split('/')
      // The error pages' internal routes, reached only through their own addresses (/404, /500, /status/<kind>).
      if (folder === 'not-found-page' || folder === 'error-page' || segments[0] === 'status-page' || segments[0].startsWith('[')) continue
      if (segments[0] === 'magazine-archive') continue
      if (segments[1] === '[token]') {
        expect(privateRoutes[segments[0]], folder).toBeDefined()
        if (segments[2]) expect(privateRoutes[segments[0]].children, folder).toContain(segments[2])
        continue
      }
      if (segments.length === 1) expect(fixedRoutes.has(segments[0]), folder).toBe(true)
      else if (segments[1] === '[slug]') expect(documentRoutes[segments[0]], folder).toBeDefined()
      else expect(fixedChildren[segments[0]] ?? [], folder).toContain(segments[1])
    }
  })

  it('knows no route that does not exist', () => {
    for (const route of fixedRoutes) expect(folders, route).toContain(route)
    for (const [base, children] of Object.entries(fixedChildren)) for (const child of children) expect(folders).toContain(`${base}/${child}`)
    for (const base of Object.keys(documentRoutes)) expect(folders).toContain(`${base}/[slug]`)
    for (const [base, { children }] of Object.entries(privateRoutes)) for (const child of ['', ...children]) expect(folders).toContain(`${base}/[token]${child ? `/${child}` : ''}`)
  })

  it('routes every public collection with a page of its own', () => {
    const routed = new Set(Object.values(documentRoutes).flat())
    for (const collection of Object.keys(publicCollections)) if (collection !== 'pages') expect(routed, collection).toContain(collection)
  })

  it('tells shapes apart', () => {
    expect(routeShape('/status/413')).toEqual({ kind: 'statusPage', statusKind: '413' })
    expect(routeShape('/status/origin')).toEqual({ kind: 'statusPage', statusKind: 'origin' })
    expect(routeShape('/status/999')).toEqual({ kind: 'unknown' })
    expect(routeShape('/status/constructor')).toEqual({ kind: 'unknown' })
    expect(routeShape('/')).toEqual({ kind: 'home' })
    expect(routeShape('/faq')).toEqual({ kind: 'fixed' })
    expect(routeShape('/vision')).toEqual({ kind: 'page', slug: 'vision' })
    expect(routeShape('/Vision')).toEqual({ kind: 'unknown' })
    expect(routeShape('/artworks/abendrot')).toMatchObject({ kind: 'document', base: 'artworks', slug: 'abendrot' })
    expect(routeShape('/artworks/abendrot/more')).toEqual({ kind: 'unknown' })
    expect(routeShape('/newsletter/confirm')).toEqual({ kind: 'fixed' })
    expect(routeShape('/404')).toEqual({ kind: 'notFoundPage' })
    // A viewing room's token (issue 51): 48 lower-case hex digits, and its fixed children only.
    const token = 'a'.repeat(48)
    expect(routeShape(`/viewing-room/${token}`)).toEqual({ kind: 'private' })
    expect(routeShape(`/viewing-room/${token}/enter`)).toEqual({ kind: 'private' })
    expect(routeShape(`/viewing-room/${token}/other`)).toEqual({ kind: 'unknown' })
    expect(routeShape(`/viewing-room/${'A'.repeat(48)}`)).toEqual({ kind: 'unknown' })
    expect(routeShape('/viewing-room/short')).toEqual({ kind: 'unknown' })
    // The error pages' own routes are reached only through the proxy's rewrite.
    expect(routeShape('/not-found-page')).toEqual({ kind: 'page', slug: 'not-found-page' })
  })
})

describe('reserved page slugs', () => {
  it('hold every route of the site but the CMS pages shown at fixed routes, and the system paths', async () => {
    const { reservedPageSlugs } = await import('./siteRoutes')
    for (const route of [
      'artworks',
      'artists',
      'magazine',
      'werkstattpalast',
      'faq',
      'media',
      'api',
      'admin',
      'graphql',
      'explorer',
      'search-suggest',
      'build-version',
      'en',
      'de',
      '404',
    ])
      expect(reservedPageSlugs.has(route), route).toBe(true)
    for (const page of ['contact', 'search', 'sitemap', 'newsletter', 'newsletter-artini', 'transparenz', 'vision', 'datenschutz'])
      expect(reservedPageSlugs.has(page), page).toBe(false)
    const top = fs.readdirSync(path.resolve(import.meta.dirname, '../app'), { withFileTypes: true })
    for (const entry of top) {
      const name = entry.name
      // robots.txt, sitemap.xml: a slug has no dot, so no page can take them.
      if (!entry.isDirectory() || !/^[a-z0-9-]+$/.test(name)) continue
      expect(reservedPageSlugs.has(name), `src/app/${entry.name}`).toBe(true)
    }
  })
})

describe('the system paths: one list', () => {
  it('is what the locale proxy leaves alone (its matcher must spell the list out for Next)', async () => {
    const { readFileSync } = await import('node:fs')
    const { systemPaths } = await import('./systemPaths.mjs')
    const proxy = readFileSync(new URL('../proxy.ts', import.meta.url), 'utf8')
    const spelled = /\(\?!\(\?:([a-z_|-]+)\)\(\?:\/\|\$\)/.exec(proxy)?.[1].split('|')
    expect(spelled).toEqual([...systemPaths])
  })

  it('cannot be a page slug, and is recognised with or without more path', async () => {
    const { isSystemPath, systemPaths } = await import('./systemPaths.mjs')
    for (const segment of systemPaths) {
      expect(reservedPageSlugs.has(segment.replace(/^_/, '')), segment).toBe(true)
      expect(isSystemPath(`/${segment}`)).toBe(true)
      expect(isSystemPath(`/${segment}/x?y=1`)).toBe(true)
    }
    expect(isSystemPath('/artworks')).toBe(false)
    expect(isSystemPath('/mediathek')).toBe(false)
    expect(isSystemPath('/en/admin')).toBe(false)
  })
})
