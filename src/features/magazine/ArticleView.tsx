import { getTranslations } from 'next-intl/server'

import type { Artist, Artwork, Magazine, Tag } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { findCrewMemberByName } from '@/features/crew/loaders'
import { RichText } from '@/features/content/RichText'
import { populated, TeaserList } from '@/features/content/shared'
import { formatDate } from '@/i18n/dates'
import { JsonLd } from '@/features/seo/JsonLd'
import { siteUrl } from '@/features/seo/siteUrl'
import { articleJsonLd, plainText } from '@/features/seo/structuredData'
import type { Locale } from '@/base/locales'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'
import { magazineHref } from '@/features/routing/magazineQuery'

import { ArticleTeasers } from './ArticleTeasers'
import { relatedArticles } from './listing'
import { getMagazineIndex } from './loaders'
import { readingMinutes } from './readingTime'

function present<T extends object>(values: Array<T | number> | null | undefined): T[] {
  return (values ?? []).map((v) => populated<T>(v)).filter((v): v is T => v !== null)
}

/**
 * One magazine article: author, date and reading time, tags, cover, the text with its figures,
 * the artists and works it mentions, three related articles, and schema.org Article data.
 */
export async function ArticleView({ article, locale }: { article: Magazine; locale: Locale }) {
  const [t, site, index, crewAuthor] = await Promise.all([
    getTranslations({ locale, namespace: 'magazine' }),
    getTranslations({ locale, namespace: 'site' }),
    getMagazineIndex(locale),
    findCrewMemberByName(locale, article.author),
  ])
  const cover = populated(article.cover)
  const tags = present<Tag>(article.tags)
  const artists = present<Artist>(article.artists)
  const artworks = present<Artwork>(article.artworks)
  const related = relatedArticles({ id: article.id, tags: tags.map((tag) => tag.id) }, index.articles)
  const authorPath = crewAuthor ? `/crew/${crewAuthor.slug}` : undefined
  const minutes = readingMinutes(plainText(article.body))
  return (
    <article className="document article" data-testid="magazine-detail">
      <JsonLd data={articleJsonLd(article, locale, siteUrl(), { publisher: { name: site('name') }, authorUrl: authorPath })} />
      <header className="intro article__header">
        <p className="article__meta" data-testid="article-meta">
          {article.author ? (
            <span data-testid="article-author">
              {authorPath ? t.rich('byLinked', { author: article.author, link: (chunks) => <Link href={authorPath}>{chunks}</Link> }) : t('by', { author: article.author })}
            </span>
          ) : null}
          <time dateTime={article.publishDate} data-testid="article-date">
            {formatDate(article.publishDate, locale)}
          </time>
          <span data-testid="article-reading-time" data-minutes={minutes}>
            {t('readingTime', { minutes })}
          </span>
        </p>
        <h1>{article.title}</h1>
        {article.teaser ? <p className="document__lead">{article.teaser}</p> : null}
        {tags.length ? (
          <ul className="magazine-tags__list article__tags" aria-label={t('tags')} data-testid="article-tags">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link href={magazineHref({ tag: tag.slug, page: 1 })} className="magazine-tag">
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {cover ? <Image image={cover} sizes="100vw" eager showCopyright className="document__image" /> : null}
      <div className="intro article__body" data-testid="article-body">
        <RichText data={article.body} />
      </div>
      {artists.length ? (
        <section className="intro article__section" data-testid="article-artists">
          <h2>{t('artistsMentioned')}</h2>
          <TeaserList items={artists.map((a) => ({ id: a.id, href: `/artists/${a.slug}`, title: a.name, image: populated(a.portrait) }))} />
        </section>
      ) : null}
      {artworks.length ? (
        <section className="article__section" data-testid="article-artworks">
          <h2 className="intro">{t('worksMentioned')}</h2>
          <ArtworkGrid artworks={artworks} />
        </section>
      ) : null}
      {related.length ? (
        <section className="intro article__section" data-testid="article-related">
          <h2>{t('related')}</h2>
          <ArticleTeasers articles={related} locale={locale} headingLevel={3} />
        </section>
      ) : null}
    </article>
  )
}
