'use client'

import { useEffect } from 'react'

/**
 * Tells the gallery what the collector looks at in the room (issue 51 point 6; the room says so
 * above the works): a work counts as viewed once half of its pictures have been in view for a second, with
 * the seconds it was in view sent when the page is left or hidden; opening its image (the viewer
 * with deep zoom) counts as zoomed, its room view as seen in the room. Posted to …/seen; without
 * JavaScript only the opening of the room is recorded (by the server).
 */
export function RoomInterest({ endpoint }: { endpoint: string }) {
  useEffect(() => {
    const send = (kind: string, work: string, seconds?: number) => {
      const body = JSON.stringify({ kind, work: Number(work), seconds })
      if (kind === 'viewed' && seconds !== undefined && navigator.sendBeacon) navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))
      else void fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => {})
    }
    // The pictures, not the whole item: on a phone a work's item (caption, forms) is taller than two screens.
    const works = [...document.querySelectorAll<HTMLElement>('[data-room-work] .viewing-room__images')]
    const since = new Map<string, number>()
    const total = new Map<string, number>()
    const flush = () => {
      const now = performance.now()
      for (const [work, start] of since) {
        total.set(work, (total.get(work) ?? 0) + (now - start))
        since.set(work, now)
      }
      for (const [work, ms] of total) if (ms >= 1000) send('viewed', work, Math.round(ms / 1000))
      total.clear()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const now = performance.now()
        for (const entry of entries) {
          const work = (entry.target as HTMLElement).closest<HTMLElement>('[data-room-work]')!.dataset.roomWork!
          if (entry.isIntersecting) since.set(work, now)
          else if (since.has(work)) {
            total.set(work, (total.get(work) ?? 0) + (now - since.get(work)!))
            since.delete(work)
          }
        }
      },
      { threshold: 0.5 },
    )
    for (const element of works) observer.observe(element)
    const onClick = (event: Event) => {
      const target = event.target as HTMLElement
      const work = target.closest<HTMLElement>('[data-room-work]')?.dataset.roomWork
      if (!work) return
      if (target.closest('[data-testid="room-open"]')) send('room', work)
      else if (target.closest('.viewing-room__images button')) send('zoomed', work)
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('click', onClick, true)
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', flush)
    return () => {
      observer.disconnect()
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', flush)
    }
  }, [endpoint])
  return null
}
