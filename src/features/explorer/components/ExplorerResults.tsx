'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import type { ArtworkCardData } from '@/features/artworks/components/cardData'

import type { ExplorerChunk } from '../cards'
import { pageSize } from '@/features/routing/explorerQuery'

type ExplorerResultsProps = {
  first: ExplorerChunk
  total: number
  /** The canonical query without the page, as the `/explorer` endpoint reads it. */
  search: string
  showLeasing?: boolean
  /** The paginated links, for visitors without JavaScript and for crawlers. */
  children?: React.ReactNode
}

type Status = 'idle' | 'loading' | 'error'

/**
 * The works of the current selection: the first page comes with the HTML; as the visitor scrolls
 * (or presses "load more", which is there whenever more works are), the next pages are fetched from `/explorer` and appended, each as its own masonry block so the
 * works already on screen never move. Without JavaScript the page links below do the same job.
 */
export function ExplorerResults({ first, total, search, showLeasing = false, children }: ExplorerResultsProps) {
  const t = useTranslations('explorer')
  const locale = useLocale()
  const [chunks, setChunks] = useState<ExplorerChunk[]>([first])
  const [status, setStatus] = useState<Status>('idle')
  const [scripted, setScripted] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const last = chunks[chunks.length - 1]
  const hasMore = last.page < last.pageCount
  const shown = chunks.reduce((sum, chunk) => sum + chunk.items.length, 0)

  useEffect(() => setScripted(true), [])

  const loadMore = useCallback(async () => {
    if (status === 'loading' || !hasMore) return
    setStatus('loading')
    try {
      const params = new URLSearchParams(search)
      params.set('page', String(last.page + 1))
      params.set('locale', locale)
      const response = await fetch(`/explorer?${params}`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(response.statusText)
      const chunk = (await response.json()) as ExplorerChunk
      setChunks((current) => (current.some((c) => c.page === chunk.page) ? current : [...current, chunk]))
      setStatus('idle')
    } catch {
      setStatus('error')
    }
  }, [status, hasMore, search, last.page, locale])

  // The next works load when the visitor scrolls near the end, never by themselves: in a tall
  // window (or a tool that renders the whole page at once, as Lighthouse does for its screenshot)
  // the end stays in view after each load, which would otherwise fetch every work of the selection.
  const nearEnd = useRef(false)
  const scrolled = useRef(false)
  useEffect(() => {
    const target = sentinel.current
    if (!target || !hasMore || status !== 'idle') return
    const maybeLoad = () => {
      if (nearEnd.current && scrolled.current) {
        scrolled.current = false
        void loadMore()
      }
    }
    const onScroll = () => {
      scrolled.current = true
      maybeLoad()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        nearEnd.current = entries.some((entry) => entry.isIntersecting)
        maybeLoad()
      },
      { rootMargin: '800px 0px' },
    )
    observer.observe(target)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
    }
  }, [hasMore, status, loadMore])

  return (
    <div className="explorer-results" data-testid="explorer-results" aria-busy={status === 'loading'}>
      {chunks.map((chunk, index) => (
        <div key={chunk.page} className="explorer-results__chunk" data-page={chunk.page}>
          <ArtworkGrid artworks={chunk.items as ArtworkCardData[]} eagerFirst={index === 0} showLeasing={showLeasing} />
        </div>
      ))}
      <div ref={sentinel} className="explorer-results__more">
        <p role="status" aria-live="polite" className="explorer-results__status">
          {status === 'loading' ? t('loading') : t('shown', { shown: (first.page - 1) * pageSize + shown, total })}
        </p>
        {scripted && hasMore && status !== 'loading' ? (
          <button type="button" onClick={loadMore} data-testid="explorer-load-more">
            {status === 'error' ? t('retry') : t('loadMore')}
          </button>
        ) : null}
      </div>
      {/* With JavaScript the works load by scrolling; the links stay for visitors without it and crawlers. */}
      {scripted ? null : children}
    </div>
  )
}
