import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/base/locales'
import { Link } from '@/i18n/navigation'
import { magazineHref } from '@/features/routing/magazineQuery'

import { ArticleTeasers } from './ArticleTeasers'
import type { MagazineListState } from './listPage'

/** The magazine list: tag chips with counts, a page of articles newest first, page links. */
export async function MagazineList({ state, locale }: { state: MagazineListState; locale: Locale }) {
  const [nav, t] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getTranslations({ locale, namespace: 'magazine' })])
  const { query, tag, tags, total, matching, pages, articles } = state
  return (
    <section className="intro magazine" data-testid="magazine">
      <h1>{nav('magazine')}</h1>
      <nav className="magazine-tags" aria-label={t('tags')} data-testid="magazine-tags">
        <ul>
          <li>
            <Link href="/magazine" className="magazine-tag" aria-current={tag ? undefined : 'page'} aria-label={t('tagWithCount', { name: t('allTags'), count: total })}>
              {t('allTags')} <span className="magazine-tag__count">{total}</span>
            </Link>
          </li>
          {tags.map((chip) => (
            <li key={chip.id}>
              <Link
                href={magazineHref({ tag: chip.slug, page: 1 })}
                className="magazine-tag"
                aria-current={tag?.id === chip.id ? 'page' : undefined}
                aria-label={t('tagWithCount', { name: chip.name, count: chip.count })}
                data-tag-id={chip.id}
                data-count={chip.count}
              >
                {chip.name} <span className="magazine-tag__count">{chip.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="magazine__status" data-testid="magazine-status" data-count={matching}>
        {tag ? t('taggedCount', { tag: tag.name, count: matching }) : t('count', { count: matching })}
        {pages > 1 ? ` · ${t('pageOf', { page: query.page, pages })}` : ''}
      </p>
      {articles.length ? <ArticleTeasers articles={articles} locale={locale} testId="magazine-list" eagerFirst /> : <p data-testid="magazine-list">{t('empty')}</p>}
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('pages')} data-testid="magazine-pages">
          {query.page > 1 ? (
            <Link href={magazineHref({ ...query, page: query.page - 1 })} rel="prev" className="pagination__step">
              {t('newer')}
            </Link>
          ) : null}
          <ol>
            {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <Link href={magazineHref({ ...query, page })} aria-current={page === query.page ? 'page' : undefined} aria-label={t('page', { page })} className="pagination__page">
                  {page}
                </Link>
              </li>
            ))}
          </ol>
          {query.page < pages ? (
            <Link href={magazineHref({ ...query, page: query.page + 1 })} rel="next" className="pagination__step">
              {t('older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
