'use client'

/**
 * The site's client behaviours (docs/behaviour.md#navigating-the-site), mounted once in the root layout. Renders
 * nothing; each hook wires one behaviour to the DOM and asks a pure rule in ./behaviours what to do.
 */
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, type RefObject } from 'react'

import { watchImages } from '@/ui/imageStates'

import { isNewerBuild, parseBuildId } from './behaviours/buildVersion'
import { buildPollIntervalMs, buildVersionPath, newBuildEvent, prefetchDelayMs, prefetchReadyEvent, prefetchSlotTimeoutMs } from './behaviours/constants'
import { decideLinkClick, ownClickAttribute, type LinkDecision } from './behaviours/linkClick'
import { changesLanguage, createPrefetchQueue, mayPrefetch, type ConnectionInfo } from './behaviours/prefetchQueue'
import { createFetchGate } from './behaviours/prefetchGate'
import { isArtistsPath, isArtworkDetailPath } from './behaviours/routes'
import { browserProbes, missingFeatures, upgradeTarget } from './behaviours/upgradeBrowser'
import { recoverFromChunkError } from '@/ui/chunkRecovery'

type Router = ReturnType<typeof useRouter>

export function ClientBehaviours() {
  const router = useRouter()
  const pathname = usePathname()
  // Set once a newer deployment is seen: the next navigation then loads the page from the server.
  const reloadPending = useRef(false)

  useUpgradeCheck()
  useEffect(() => watchImages(), [])
  useServiceWorkerCleanup()
  useChunkErrorReload()
  useBuildPolling(reloadPending)
  useLinkClicks(router, reloadPending)
  useRouteScrolling(pathname)
  usePrefetchGate()
  useVisibleLinkPrefetch(router, pathname, reloadPending)
  return null
}

/**
 * At most 5 prefetch requests in flight (docs/behaviour.md#prefetch), counted at the network: the router's fetch
 * calls carrying its prefetch header go through the gate (behaviours/prefetchGate.ts).
 */
function usePrefetchGate() {
  useEffect(() => {
    const original = window.fetch
    const gate = createFetchGate(original.bind(window))
    window.fetch = gate
    return () => {
      if (window.fetch === gate) window.fetch = original
    }
  }, [])
}

/** Outdated browsers go to /upgrade-browser in their language (docs/behaviour.md#upgrade-browser). */
function useUpgradeCheck() {
  useEffect(() => {
    const target = upgradeTarget(window.location.pathname, missingFeatures(browserProbes(window)))
    if (target) window.location.replace(target)
  }, [])
}

/** A service worker left from an earlier site is unregistered on start (docs/behaviour.md#service-worker). */
function useServiceWorkerCleanup() {
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
    if (typeof container?.getRegistrations !== 'function') return
    container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined)
  }, [])
}

/**
 * A failed dynamic chunk load that reaches window unhandled meets the same recovery as our own
 * lazy parts' (src/ui/chunkRecovery.ts: the event, the reload at most once per guard window, docs/behaviour.md#chunk-reload).
 */
function useChunkErrorReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => void recoverFromChunkError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => void recoverFromChunkError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}

/** Polls the served build id while the tab is visible; a different one marks the next navigation full (docs/behaviour.md#new-build). */
function useBuildPolling(reloadPending: RefObject<boolean>) {
  useEffect(() => {
    let known: string | null = null
    let busy = false
    let stopped = false
    const check = async () => {
      if (stopped || busy || reloadPending.current || document.visibilityState === 'hidden') return
      busy = true
      try {
        // The timestamp keeps any cache between us and the server out of the answer (docs/behaviour.md#new-build).
        const response = await fetch(`${buildVersionPath}?t=${Date.now()}`, { cache: 'no-store', headers: { accept: 'application/json' } })
        if (!response.ok) return
        const served = parseBuildId(await response.json().catch(() => null))
        if (stopped) return
        if (known === null) known = served
        else if (isNewerBuild(known, served)) {
          reloadPending.current = true
          window.dispatchEvent(new CustomEvent(newBuildEvent, { detail: served }))
        }
      } catch {
        // Offline or a deploy in progress: try again on the next tick.
      } finally {
        busy = false
      }
    }
    void check()
    const timer = window.setInterval(() => void check(), buildPollIntervalMs)
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check()
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [reloadPending])
}

function anchorOf(event: MouseEvent): HTMLAnchorElement | null {
  const target = event.target
  if (!(target instanceof Element)) return null
  const anchor = target.closest('a[href]')
  return anchor instanceof HTMLAnchorElement ? anchor : null
}

function decide(event: MouseEvent, anchor: HTMLAnchorElement, reloadPending: boolean): LinkDecision {
  const link = { href: anchor.href, target: anchor.getAttribute('target') ?? '', download: anchor.hasAttribute('download'), ownClick: anchor.hasAttribute(ownClickAttribute) }
  return decideLinkClick(event, link, window.location.href, reloadPending)
}

/**
 * Link clicks (docs/behaviour.md#link-clicks). The capture listener on window runs before React's (on the document)
 * and decides when we stay or load in full. Every other plain click on a site link (the site's
 * Link is a plain anchor, src/i18n/navigation.ts, and so is rich text) that nobody handled is
 * pushed in-app by the bubbling listener, keeping the scroll position for data-scroll="keep".
 */
function useLinkClicks(router: Router, reloadPending: RefObject<boolean>) {
  useEffect(() => {
    const onCapture = (event: MouseEvent) => {
      if (event.defaultPrevented) return
      const anchor = anchorOf(event)
      if (!anchor) return
      const decision = decide(event, anchor, reloadPending.current)
      if (decision === 'stay') event.preventDefault()
      if (decision === 'full') {
        event.preventDefault()
        window.location.assign(anchor.href)
      }
    }
    const onBubble = (event: MouseEvent) => {
      if (event.defaultPrevented) return
      const anchor = anchorOf(event)
      if (!anchor || decide(event, anchor, reloadPending.current) !== 'client') return
      event.preventDefault()
      const url = new URL(anchor.href)
      router.push(`${url.pathname}${url.search}${url.hash}`, { scroll: anchor.dataset.scroll !== 'keep' })
    }
    window.addEventListener('click', onCapture, true)
    window.addEventListener('click', onBubble)
    return () => {
      window.removeEventListener('click', onCapture, true)
      window.removeEventListener('click', onBubble)
    }
  }, [router, reloadPending])
}

/** The artwork page starts at the top; the artists page scrolls smoothly unless motion is reduced (docs/behaviour.md#scroll). */
function useRouteScrolling(pathname: string) {
  useEffect(() => {
    if (isArtworkDetailPath(pathname)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  useEffect(() => {
    if (!isArtistsPath(pathname)) return
    const root = document.documentElement
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    const apply = () => {
      root.style.scrollBehavior = reduced.matches ? '' : 'smooth'
    }
    apply()
    reduced.addEventListener('change', apply)
    return () => {
      reduced.removeEventListener('change', apply)
      root.style.scrollBehavior = ''
    }
  }, [pathname])
}

function connection(): ConnectionInfo {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection
}

/**
 * Resolves when the browser has fetched something for `pathname` (Next's prefetch request), or
 * after a timeout: router.prefetch() returns nothing to wait on, and a cached route fetches nothing.
 */
function prefetchSettled(pathname: string): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined
    const done = () => {
      window.clearTimeout(timer)
      observer?.disconnect()
      resolve()
    }
    const timer = window.setTimeout(done, prefetchSlotTimeoutMs)
    try {
      observer = new PerformanceObserver((list) => {
        const hit = list.getEntries().some((entry) => {
          try {
            return new URL(entry.name).pathname === pathname
          } catch {
            return false
          }
        })
        if (hit) done()
      })
      observer.observe({ type: 'resource' })
    } catch {
      // No resource timing: the timeout frees the slot.
    }
  })
}

/**
 * Calls `run` `delayMs` after the page is ready: after the window's load event, or after now when
 * it has fired already (a page entered in-app). Returns the cancel.
 */
function afterPageReady(delayMs: number, run: () => void): () => void {
  let timer: number | undefined
  const start = () => {
    timer = window.setTimeout(run, delayMs)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    window.clearTimeout(timer)
  }
}

/**
 * Payload prefetch of visible in-app links (docs/behaviour.md#prefetch), the only prefetching on the site (our Link,
 * src/i18n/navigation.ts, turns Next's own off): starts 1 s after the page is ready, at most 5 at
 * once, never on slow-2g or with save-data. Announces that moment (prefetchReadyEvent) either way.
 */
function useVisibleLinkPrefetch(router: Router, pathname: string, reloadPending: RefObject<boolean>) {
  useEffect(() => {
    const queue = createPrefetchQueue(async (href) => {
      if (!mayPrefetch(connection())) return
      const settled = prefetchSettled(new URL(href, window.location.href).pathname)
      router.prefetch(href)
      await settled
    })
    const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
    let intersections: IntersectionObserver | undefined
    let mutations: MutationObserver | undefined

    const cancel = afterPageReady(prefetchDelayMs, () => {
      const enabled = mayPrefetch(connection()) && typeof IntersectionObserver === 'function'
      window.dispatchEvent(new CustomEvent(prefetchReadyEvent, { detail: { enabled } }))
      if (!enabled) return
      intersections = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const anchor = entry.target as HTMLAnchorElement
          intersections?.unobserve(anchor)
          const link = { href: anchor.href, target: anchor.getAttribute('target') ?? '', download: anchor.hasAttribute('download') }
          // Only what a click would navigate to in-app; magazine and pending-reload links load in full anyway.
          if (decideLinkClick(plainClick, link, window.location.href, reloadPending.current) !== 'client') continue
          if (changesLanguage(anchor.getAttribute('hreflang'), document.documentElement.lang)) continue
          const url = new URL(anchor.href)
          queue.add(`${url.pathname}${url.search}`)
        }
      })
      const observeWithin = (root: ParentNode) => {
        root.querySelectorAll('a[href]').forEach((anchor) => intersections?.observe(anchor))
      }
      observeWithin(document)
      mutations = new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (!(node instanceof Element)) return
            if (node.matches('a[href]')) intersections?.observe(node)
            observeWithin(node)
          })
        }
      })
      mutations.observe(document.body, { childList: true, subtree: true })
    })

    return () => {
      cancel()
      intersections?.disconnect()
      mutations?.disconnect()
      queue.clear()
    }
  }, [router, pathname, reloadPending])
}
