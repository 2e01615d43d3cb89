import { getTranslations } from 'next-intl/server'

import { formatDate } from '@/i18n/dates'
import type { Locale } from '@/base/locales'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

import type { ArticleTeaser } from './loaders'

type ArticleTeasersProps = {
  articles: ArticleTeaser[]
  locale: Locale
  /** The teasers' heading level: h2 on the list, h3 under an article's own h2. */
  headingLevel?: 2 | 3
  testId?: string
  /** The list at the top of its page: its first cover is the page's first picture, loaded at once (docs/behaviour.md#image-loading). */
  eagerFirst?: boolean
}

/**
 * Articles as teasers: cover, date and reading time, title, teaser, author. The site's Link
 * renders plain anchors; its click handling loads magazine pages in full (docs/behaviour.md#magazine-full-load).
 */
export async function ArticleTeasers({ articles, locale, headingLevel = 2, testId, eagerFirst = false }: ArticleTeasersProps) {
  const firstCover = eagerFirst ? articles.findIndex((article) => article.cover) : -1
  const t = await getTranslations({ locale, namespace: 'magazine' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className="article-teasers" data-testid={testId}>
      {articles.map((article, index) => (
        <li key={article.id} className="article-teaser" data-testid="article-teaser" data-slug={article.slug}>
          <Link href={`/magazine/${article.slug}`} className="article-teaser__link">
            {article.cover ? (
              <Image image={article.cover} sizes="(min-width: 960px) 33vw, (min-width: 600px) 50vw, 100vw" alt="" eager={index === firstCover} className="article-teaser__image" />
            ) : null}
            <Heading className="article-teaser__title">{article.title}</Heading>
          </Link>
          <p className="article-teaser__meta">
            <time dateTime={article.publishDate} data-testid="article-teaser-date">
              {formatDate(article.publishDate, locale)}
            </time>
            {' · '}
            <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
          </p>
          {article.teaser ? <p className="article-teaser__teaser">{article.teaser}</p> : null}
          {article.author ? <p className="article-teaser__author">{t('by', { author: article.author })}</p> : null}
        </li>
      ))}
    </ol>
  )
}
