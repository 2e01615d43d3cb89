import { getTranslations } from 'next-intl/server'

import { Link, getPathname } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'
import { Image } from '@/ui/Image'

import { closeQuery, searchGrouped, type RankedItem, type SearchEngine, type SearchOutcome } from '../engine'
import { maxQueryLength, type SearchItem } from '../kinds'
import { getSearchEngine } from '../loaders'
import { kindPageSize, perKind, searchHref, type SearchQuery } from '../query'

type Translate = Awaited<ReturnType<typeof getTranslations<'search'>>>

/**
 * How many results a first screen shows (rows of 5–8 rem, one to three a row, a phone’s screen to
 * a desktop’s): their thumbnails load at once, with high priority, since one of them is the largest
 * picture on that screen; the rest wait until they come near it (docs/behaviour.md#image-loading).
 */
const firstScreenResults = 12

function ResultList({ items, t, eager = 0, testId = 'search-results' }: { items: SearchItem[]; t: Translate; eager?: number; testId?: string }) {
  return (
    <ul className="search-results" data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id} className="search-result" data-kind={item.kind} data-testid="search-result">
          <Link href={item.href} className="search-result__link">
            <span className="search-result__media">
              {item.image ? <Image image={item.image} sizes="(min-width: 600px) 8rem, 5rem" alt="" eager={index < eager} className="search-result__image" /> : null}
            </span>
            <span className="search-result__text">
              <span className="search-result__kind">{t(`kind.${item.kind}`)}</span>
              <span className="search-result__title">{item.title}</span>
              {item.subtitle ? <span className="search-result__subtitle">{item.subtitle}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Artists with the most works: a way on when there is nothing to show. */
function PopularArtists({ engine, t }: { engine: SearchEngine; t: Translate }) {
  if (engine.popularArtists.length === 0) return null
  return (
    <section className="search-popular" aria-labelledby="search-popular-title" data-testid="search-popular">
      <h2 id="search-popular-title">{t('popularArtists')}</h2>
      <ResultList items={engine.popularArtists} t={t} eager={firstScreenResults} testId="search-popular-list" />
    </section>
  )
}

function Overview({ outcome, query, t }: { outcome: SearchOutcome; query: SearchQuery; t: Translate }) {
  return (
    <>
      <nav aria-label={t('groupsNav')} className="search-kinds">
        <ul>
          {outcome.groups.map((group) => (
            <li key={group.kind}>
              <a href={`#search-${group.kind}`} data-testid="search-kind-link">
                {t(`kinds.${group.kind}`)} <span className="search-kinds__count">({group.count})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {outcome.groups.map((group, index) => (
        <section
          key={group.kind}
          id={`search-${group.kind}`}
          className="search-group"
          aria-labelledby={`search-${group.kind}-title`}
          data-testid="search-group"
          data-kind={group.kind}
        >
          <h2 id={`search-${group.kind}-title`} className="search-group__title">
            {t(`kinds.${group.kind}`)}{' '}
            <span className="search-group__count" data-testid="search-group-count">
              ({group.count})
            </span>
          </h2>
          <ResultList items={group.items} t={t} eager={firstScreenResults - outcome.groups.slice(0, index).reduce((shown, earlier) => shown + earlier.items.length, 0)} />
          {group.count > group.items.length ? (
            <p className="search-group__more">
              <Link href={searchHref({ q: query.q, kind: group.kind })} data-testid="search-group-more">
                {t('showAllKind', { count: group.count })}
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </>
  )
}

function KindView({ outcome, query, t }: { outcome: SearchOutcome; query: SearchQuery & { kind: NonNullable<SearchQuery['kind']> }; t: Translate }) {
  const group = outcome.groups[0]
  const count = group?.count ?? 0
  const pages = Math.max(1, Math.ceil(count / kindPageSize))
  return (
    <section className="search-group" aria-labelledby="search-kind-title" data-testid="search-group" data-kind={query.kind}>
      <p>
        <Link href={searchHref({ q: query.q })} data-testid="search-back">
          {t('backToAll', { query: query.q })}
        </Link>
      </p>
      <h2 id="search-kind-title" className="search-group__title">
        {t(`kinds.${query.kind}`)}{' '}
        <span className="search-group__count" data-testid="search-group-count">
          ({count})
        </span>
      </h2>
      <ResultList items={group?.items ?? ([] as RankedItem[])} t={t} eager={firstScreenResults} />
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="search-pages">
          {query.page > 1 ? (
            <Link href={searchHref({ q: query.q, kind: query.kind, page: query.page - 1 })} rel="prev">
              {t('previous')}
            </Link>
          ) : null}
          <span>{t('pageOf', { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link href={searchHref({ q: query.q, kind: query.kind, page: query.page + 1 })} rel="next">
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}

/**
 * The search page below the editors' intro: the form (a GET form: works without scripts, the query
 * stays in the address), then results grouped by kind with their counts, one kind with pages, or
 * the empty and no-result states with a way on.
 */
export async function SearchSection({ locale, query }: { locale: Locale; query: SearchQuery }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  let engine: SearchEngine | null = null
  try {
    engine = await getSearchEngine(locale)
  } catch {
    engine = null
  }
  const outcome =
    engine && query.q ? searchGrouped(engine, query.q, query.kind ? { kind: query.kind, offset: (query.page - 1) * kindPageSize, limit: kindPageSize } : { perKind }) : null
  const suggestion = engine && outcome && outcome.total === 0 ? closeQuery(engine, query.q) : null

  return (
    <div className="search-page">
      <form role="search" action={getPathname({ href: '/search', locale })} method="get" className="search-form" data-testid="search-form">
        <label htmlFor="search-page-q" className="search-form__label">
          {t('label')}
        </label>
        <div className="search-form__row">
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t('placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="search-form__input"
          />
          <button type="submit" className="search-form__submit">
            {t('submit')}
          </button>
        </div>
      </form>
      {query.truncated ? (
        <p className="search-note" role="note">
          {t('truncated', { max: maxQueryLength })}
        </p>
      ) : null}

      {!engine ? (
        <p className="search-note" role="alert" data-testid="search-failed">
          {t('failed')}
        </p>
      ) : !query.q ? (
        <div data-testid="search-empty">
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <PopularArtists engine={engine} t={t} />
        </div>
      ) : outcome && outcome.total === 0 ? (
        <div data-testid="search-no-results">
          <p className="search-summary" role="status">
            {t('noResults', { query: query.q })}
          </p>
          {suggestion ? (
            <p data-testid="search-did-you-mean">
              {t.rich('didYouMean', {
                suggestion,
                link: (chunks) => <Link href={searchHref({ q: suggestion })}>{chunks}</Link>,
              })}
            </p>
          ) : null}
          <p>{t('tips')}</p>
          <PopularArtists engine={engine} t={t} />
        </div>
      ) : outcome ? (
        <>
          <p className="search-summary" role="status" data-testid="search-summary">
            {t('summary', { count: outcome.total, query: query.q })}
          </p>
          {query.kind ? <KindView outcome={outcome} query={{ ...query, kind: query.kind }} t={t} /> : <Overview outcome={outcome} query={query} t={t} />}
        </>
      ) : null}
    </div>
  )
}
