import { createElement, type ComponentProps } from 'react'
import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

/**
 * next-intl's Link with Next's own prefetching off. Next prefetches every link as it enters the
 * viewport, at once and on any connection; SPEC §9 wants nothing before a second after the page is
 * ready, at most 5 at once and nothing on slow-2g or with Save-Data. The site's queue
 * (useVisibleLinkPrefetch in src/features/site/ClientBehaviours.tsx) prefetches visible links by
 * those rules instead, so `prefetch` is not a prop here.
 */
export function Link(props: Omit<ComponentProps<typeof navigation.Link>, 'prefetch'>) {
  return createElement(navigation.Link, { ...props, prefetch: false })
}
