'use client'

import { useLocale } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'

import { applyApiError } from '@/features/errors/applyApiError'
import type { GraphQLLikeError } from '@/features/errors/mapApiError'
import { useRouter } from '@/i18n/navigation'

import { artworkNow, artworksNow, catchUpBatch } from './catchUp'
import { queryGraphQL, subscribeLive } from './client'
import { isStale, type LiveArtwork } from '@/cms/liveEvents'

/** What a live component needs of a work; `published` is false once it is unpublished or deleted. */
export type LiveState = Pick<LiveArtwork, 'sold' | 'price' | 'priceOnRequest' | 'leasingDisabled' | 'reservedUntil'> & { published?: boolean; updatedAt?: string | null }

/**
 * The latest public state of each work heard about on this page, by slug in the page's language.
 * One per browser tab; emptied when no <LiveArtworks> is mounted any more, so a state heard on
 * one page never outlives its subscription.
 */
const states = new Map<string, LiveState>()
const listeners = new Set<() => void>()
/** Slugs the page shows live components for, to catch up after a gap. */
const shown = new Map<string, number>()
let mounted = 0

const store = {
  get: (slug: string) => states.get(slug),
  set(slug: string, state: LiveState) {
    // The catch-up read may answer after a newer event: the newest state stays.
    if (isStale(states.get(slug), state)) return
    states.set(slug, state)
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  show(slug: string) {
    shown.set(slug, (shown.get(slug) ?? 0) + 1)
    return () => {
      const left = (shown.get(slug) ?? 1) - 1
      if (left > 0) shown.set(slug, left)
      else shown.delete(slug)
    }
  },
  shownSlugs: () => [...shown.keys()],
  mount() {
    mounted += 1
    return () => {
      mounted -= 1
      if (mounted > 0 || states.size === 0) return
      states.clear()
      for (const listener of listeners) listener()
    }
  },
}

const stateFields = 'slug sold price priceOnRequest leasingDisabled reservedUntil updatedAt'

const artworkUpdated = `subscription ArtworkUpdated($slug: String!) { artworkUpdated(slug: $slug) { ${stateFields} published } }`
const artworksChanged = `subscription ArtworksChanged { artworksChanged { slug change artwork { ${stateFields} published } } }`

type Row = Omit<LiveState, 'published'> & { slug: string }
const toState = ({ sold, price, priceOnRequest, leasingDisabled, reservedUntil, updatedAt }: Row, published = true): LiveState => ({
  sold: Boolean(sold),
  price: price ?? null,
  priceOnRequest: Boolean(priceOnRequest),
  leasingDisabled: Boolean(leasingDisabled),
  reservedUntil: reservedUntil ?? null,
  updatedAt: updatedAt ?? null,
  published,
})

/**
 * Keeps the works on the page up to date while it is open, over one subscription (render it
 * once per page; it renders nothing): with `slug`, that one work (the artwork page,
 * `artworkUpdated`); without, every work (`artworksChanged`: the explorer, the leasing list).
 * The page renders with the server's data as before; the live components on it
 * (LiveArtworkPrice, LiveLeasingRate, LiveUnlessSold) switch to newer states as they arrive.
 * The subscription starts at the visitor's first interaction or after a few seconds
 * (whenEngaged); when it opens, and after a gap (a hidden tab, a lost connection), the shown works
 * are read once through GraphQL to catch up. With `immediate` (a viewing room, issue 51: a hold or a
 * sale must show within 2 s of its save) the subscription opens at once.
 */
export function LiveArtworks({ slug, immediate = false }: { slug?: string; immediate?: boolean }) {
  const locale = useLocale()
  const router = useRouter()

  useEffect(() => {
    const unmount = store.mount()
    // docs/behaviour.md#api-errors: a work deleted or unpublished while the tab was away answers ArtworkDoesNotExist,
    // which sends the visitor on to the artworks list; other failures are logged.
    const onError = (error: GraphQLLikeError) => applyApiError(error, { router })
    const catchUp = async () => {
      if (slug) {
        const { data, error } = await queryGraphQL<{ getArtworkBySlug: Row | null }>({ operationName: 'LiveArtwork', query: artworkNow, variables: { slug } }, locale)
        if (error) onError(error)
        else if (data?.getArtworkBySlug) store.set(slug, toState(data.getArtworkBySlug))
        return
      }
      const slugs = store.shownSlugs()
      for (let i = 0; i < slugs.length; i += catchUpBatch) {
        const batch = slugs.slice(i, i + catchUpBatch)
        const { data, error } = await queryGraphQL<{ Artworks: { docs: Row[] } | null }>(
          { operationName: 'LiveArtworks', query: artworksNow, variables: { slugs: batch, limit: batch.length } },
          locale,
        )
        if (error) return onError(error)
        for (const row of data?.Artworks?.docs ?? []) store.set(row.slug, toState(row))
      }
    }
    // Also on the first opening: the stream starts a few seconds after the page (whenEngaged).
    const onOpen = () => {
      catchUp().catch(() => {})
    }
    let subscription: { close: () => void } | null = null
    const subscribe = () =>
      slug
        ? subscribeLive<{ artworkUpdated: Row & { published: boolean } }>(
            { operationName: 'ArtworkUpdated', query: artworkUpdated, variables: { slug } },
            locale,
            ({ artworkUpdated: work }) => store.set(slug, toState(work, work.published)),
            { onOpen, onError },
          )
        : subscribeLive<{ artworksChanged: { slug: string; artwork: Row & { published: boolean } } }>(
            { operationName: 'ArtworksChanged', query: artworksChanged },
            locale,
            ({ artworksChanged: change }) => store.set(change.slug, toState(change.artwork, change.artwork.published)),
            { onOpen, onError },
          )
    const start = () => {
      subscription = subscribe()
    }
    const cancel = immediate ? (start(), () => {}) : whenEngaged(start)
    return () => {
      cancel()
      subscription?.close()
      unmount()
    }
  }, [slug, immediate, locale, router])

  return null
}

const nothing = () => undefined

/** How long a page waits for the visitor before it subscribes anyway. */
export const liveStartDelayMs = 8_000
const engagements = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

/**
 * Runs `start` at the visitor's first touch, key, scroll or click, or after `liveStartDelayMs`,
 * whichever comes first; the returned function cancels it. A page's first seconds need no stream
 * (the server's data is fresh), and an endless request from the start never lets the network go
 * quiet, which keeps Lighthouse and other tools that wait for a loaded page waiting (issue 18).
 */
function whenEngaged(start: () => void): () => void {
  let done = false
  const stop = () => {
    done = true
    window.clearTimeout(timer)
    for (const name of engagements) window.removeEventListener(name, go)
  }
  const go = () => {
    if (done) return
    stop()
    start()
  }
  const timer = window.setTimeout(go, liveStartDelayMs)
  for (const name of engagements) window.addEventListener(name, go, { passive: true })
  return stop
}

/** The newest state heard for a work on this page, or undefined (then the server's data stands). */
export function useLiveArtwork(slug: string): LiveState | undefined {
  useEffect(() => store.show(slug), [slug])
  return useSyncExternalStore(store.subscribe, () => store.get(slug), nothing)
}
