/** Writes pages, the Werkstattpalast, the globals (menus, consent, settings) and redirects. */

import type { SeedPlan } from '../plan/types'
import { richText } from '../richtext'
import type { BlockText } from '../text/pages'
import type { MenuItem } from '../text/site'
import { rowIds, type Data, type SeedWriter } from '../writer'
import type { Ids } from './catalogue'
import { artworkImage } from './editorial'

type Locale = 'de' | 'en'

function blockData(block: BlockText, locale: Locale, plan: SeedPlan, ids: Ids): Data {
  const artwork = (i: number) => ids.artworks[i % ids.artworks.length]
  const image = (i: number) => artworkImage(plan, ids, i)
  switch (block.blockType) {
    case 'richText':
      return { blockType: 'richText', content: richText(block.content[locale]) }
    case 'image':
      return { blockType: 'image', image: image(block.artwork), caption: block.caption[locale] }
    case 'gallery':
      return { blockType: 'gallery', images: block.artworks.map(image) }
    case 'quote':
      return { blockType: 'quote', quote: block.quote[locale], attribution: block.attribution[locale] }
    case 'callToAction':
      return { blockType: 'callToAction', heading: block.heading[locale], text: block.text[locale], label: block.label[locale], link: block.link }
    case 'artworkTeaser':
      return { blockType: 'artworkTeaser', heading: block.heading[locale], artworks: block.artworks.map(artwork) }
    case 'artistTeaser':
      return { blockType: 'artistTeaser', heading: block.heading[locale], artists: block.artists.map((i) => ids.artists[i % ids.artists.length]) }
    case 'exhibitionTeaser':
      return { blockType: 'exhibitionTeaser', exhibition: ids.exhibitions[block.exhibition % ids.exhibitions.length] }
  }
}

/** Blocks for one language; the English write repeats the German rows' ids (see SeedWriter.global). */
function layoutData(blocks: BlockText[], locale: Locale, plan: SeedPlan, ids: Ids, existing: (string | undefined)[] = []): Data[] {
  return blocks.map((block, i) => ({ ...blockData(block, locale, plan, ids), ...(existing[i] ? { id: existing[i] } : {}) }))
}

export async function writePages(w: SeedWriter, plan: SeedPlan, ids: Ids): Promise<void> {
  for (const page of plan.pages) {
    await w.create(
      'pages',
      { title: page.title.de, slug: page.slug, intro: page.intro.de, pageLayout: page.pageLayout, layout: layoutData(page.layout, 'de', plan, ids) },
      (saved) => ({
        title: page.title.en,
        slug: page.slug,
        intro: page.intro.en,
        layout: layoutData(page.layout, 'en', plan, ids, rowIds(saved, 'layout')),
      }),
    )
  }
}

export async function writeWerkstattpalast(w: SeedWriter, plan: SeedPlan, ids: Ids): Promise<void> {
  const wsp = plan.werkstattpalast
  await w.global('werkstattpalast', { title: wsp.title.de, intro: wsp.intro.de, body: richText(wsp.body.de), image: artworkImage(plan, ids, wsp.image) }, () => ({
    title: wsp.title.en,
    intro: wsp.intro.en,
    body: richText(wsp.body.en),
  }))
  for (const page of wsp.pages) {
    await w.create(
      'werkstattpalast-pages',
      { title: page.title.de, slug: page.slug.de, intro: page.intro.de, layout: layoutData(page.layout, 'de', plan, ids), order: page.order },
      (saved) => ({
        title: page.title.en,
        slug: page.slug.en,
        intro: page.intro.en,
        layout: layoutData(page.layout, 'en', plan, ids, rowIds(saved, 'layout')),
      }),
    )
  }
}

const menu = (items: MenuItem[], locale: Locale, existing: (string | undefined)[] = []) =>
  items.map((item, i) => ({ label: item.label[locale], link: item.link, ...(existing[i] ? { id: existing[i] } : {}) }))

export async function writeGlobals(w: SeedWriter, plan: SeedPlan): Promise<void> {
  const nav = plan.navigation
  await w.global('navigation', { main: menu(nav.main, 'de'), secondary: menu(nav.secondary, 'de'), footer: menu(nav.footer, 'de') }, (saved) => ({
    main: menu(nav.main, 'en', rowIds(saved, 'main')),
    secondary: menu(nav.secondary, 'en', rowIds(saved, 'secondary')),
    footer: menu(nav.footer, 'en', rowIds(saved, 'footer')),
  }))

  // Consent rows have their own `id` field (the cookie id), which doubles as the row id.
  const consent = plan.consent
  const cookies = (list: typeof consent.necessary, locale: Locale) => list.map((cookie) => ({ id: cookie.id, name: cookie.name[locale], description: cookie.description[locale] }))
  await w.global('consent', { title: consent.title.de, intro: consent.intro.de, necessary: cookies(consent.necessary, 'de'), optional: cookies(consent.optional, 'de') }, () => ({
    title: consent.title.en,
    intro: consent.intro.en,
    necessary: cookies(consent.necessary, 'en'),
    optional: cookies(consent.optional, 'en'),
  }))

  const site = plan.siteSettings
  await w.global(
    'site-settings',
    { galleryName: site.galleryName.de, address: site.address.de, contactEmail: site.contactEmail, phone: site.phone, ...(site.gtmId ? { gtmId: site.gtmId } : {}) },
    () => ({ galleryName: site.galleryName.en, address: site.address.en }),
  )
}

export async function writeRedirects(w: SeedWriter, plan: SeedPlan): Promise<void> {
  for (const redirect of plan.redirects) await w.plain('redirects', redirect)
}
