/**
 * The web app manifest, /manifest.webmanifest (Next's metadata file convention links it from every
 * page). One manifest for both languages: the name, "Vernissage", is the same in both, and a manifest
 * per language would give one installed site two identities. start_url "/" lets the locale rules
 * (cookie, then browser language) open the visitor's language; the description is German, the default.
 */
import type { MetadataRoute } from 'next'

import de from '@/i18n/messages/de.json'

/** Dark is the default theme (DESIGN.md): black behind the cream mark. */
const black = '#000000'

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: de.site.name,
    short_name: de.site.name,
    description: de.site.tagline,
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: black,
    theme_color: black,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      // The mark keeps inside the central 80 % circle, so the same image is safe to mask.
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
