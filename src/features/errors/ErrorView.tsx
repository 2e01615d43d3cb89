import { useLocale, useTranslations } from 'next-intl'

import { localizedUrl } from '@/i18n/alternates'
import type { Locale } from '@/base/locales'
import { Link } from '@/i18n/navigation'
import { statusOfKind, type StatusPageKind } from '@/base/statusPages.mjs'

/** Where a visitor who hit a dead end may want to go next. */
const onward = ['/artworks', '/artists', '/exhibitions', '/magazine', '/contact'] as const
const onwardKeys = { '/artworks': 'artworks', '/artists': 'artists', '/exhibitions': 'exhibitions', '/magazine': 'magazine', '/contact': 'contact' } as const

/**
 * The error page of docs/behaviour.md#error-page: the not-found variant for 404, the generic one otherwise,
 * and with `kind` the page of an answer given before any page renders (src/base/statusPages.mjs).
 * Everything a visitor needs is plain HTML (links and a GET search form), so it works without
 * JavaScript and for crawlers. Used by server and client error boundaries alike.
 */
export function ErrorView({ status, kind }: { status: number; kind?: StatusPageKind }) {
  const t = useTranslations('error')
  const nav = useTranslations('nav')
  const locale = useLocale() as Locale
  const notFound = status === 404
  const [title, text] = kind ? [t(`status.${kind}.title`), t(`status.${kind}.text`)] : notFound ? [t('notFound'), t('notFoundText')] : [t('generic'), t('genericText')]
  return (
    <section className="error-page" data-testid={kind ? 'status-page' : notFound ? 'not-found' : 'server-error'} data-status-kind={kind}>
      <p className="error-page__status">{kind ? statusOfKind(kind) : status}</p>
      <h1>{title}</h1>
      <p className="error-page__text">{text}</p>
      <form className="error-page__search" action={localizedUrl('/search', locale)} method="get" role="search">
        <label htmlFor="error-search">{t('searchLabel')}</label>
        <input id="error-search" name="q" type="search" autoComplete="off" />
        <button type="submit">{t('searchSubmit')}</button>
      </form>
      <nav aria-label={t('suggestions')}>
        <ul className="error-page__links">
          <li>
            <Link href="/" data-testid="error-home">
              {t('home')}
            </Link>
          </li>
          {onward.map((href) => (
            <li key={href}>
              <Link href={href}>{nav(onwardKeys[href])}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
