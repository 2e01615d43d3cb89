import { Link } from '@/i18n/navigation'

import { explorerHref, type ExplorerQuery } from '@/features/routing/explorerQuery'

type Labels = { nav: string; previous: string; next: string; page: string }

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number, radius = 2): Array<number | 'gap'> {
  const pages = new Set([1, pageCount])
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pageCount) pages.add(n)
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? ['gap' as const, n] : [n]))
}

/** Real links to every page of the selection: for visitors without JavaScript and for crawlers. */
export function ExplorerPagination({ query, page, pageCount, labels }: { query: ExplorerQuery; page: number; pageCount: number; labels: Labels }) {
  if (pageCount <= 1) return null
  const href = (n: number) => `/artworks${explorerHref({ ...query, page: n })}`
  return (
    <nav className="explorer-pagination" aria-label={labels.nav} data-testid="explorer-pagination">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          {labels.previous}
        </Link>
      ) : null}
      <ol>
        {pageWindow(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link href={href(n)} aria-label={`${labels.page} ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" data-testid="explorer-next">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  )
}
