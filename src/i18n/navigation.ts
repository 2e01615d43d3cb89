import { createElement, type AnchorHTMLAttributes } from 'react'
import { useLocale } from 'next-intl'
import { createNavigation } from 'next-intl/navigation'

import type { Locale } from '../base/locales'

import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Parameters<typeof navigation.getPathname>[0]['href']
  /** Another language's address; by default the page's own language. */
  locale?: Locale
  /** `false` keeps the scroll position when the link navigates in-app (filter chips). */
  scroll?: boolean
}

/**
 * The site's in-app link: a plain `<a>` with the address in the page's language (`/en/…` for
 * English), rendered on the server. It is not a client component: next-intl's and Next's Link
 * are two client components per link, and hydrating them (42 links on the home page) was the
 * largest share of a phone's main-thread work. Clicks go in-app all the same: one listener for
 * the whole page (useLinkClicks in src/features/site/ClientBehaviours.tsx) hands a plain click on
 * a site link to the router, keeping the scroll position for `scroll={false}` (data-scroll="keep").
 * Prefetching is the site's own queue (docs/behaviour.md#prefetch: a second after the page is ready, at most 5 at
 * once, nothing on slow-2g or with Save-Data; useVisibleLinkPrefetch there), so Next's is not used.
 */
export function Link({ href, locale, scroll, ...props }: LinkProps) {
  const current = useLocale() as Locale
  // Only what is set: every prop left undefined would cross to the browser as "$undefined" in the
  // page's payload (~60 bytes a menu link).
  const attributes: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) if (value !== undefined) attributes[name] = value
  attributes.href = getPathname({ href, locale: locale ?? current })
  if (scroll === false) attributes['data-scroll'] = 'keep'
  return createElement('a', attributes)
}
