import { getTranslations } from 'next-intl/server'

import { LiveArtworks } from '@/features/live/LiveArtworks'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'

import { toChunk } from '../cards'
import { exploreWithCounts, type FacetCounts } from '../facets'
import type { ExplorerIndex } from '../loaders'
import {
  availabilities,
  explorerHref,
  explorerSearchParams,
  hasFilters,
  priceRangeKey,
  priceRanges,
  taxonomyFacets,
  withoutFilter,
  withoutFilters,
  type ExplorerQuery,
  type FilterKey,
} from '@/features/routing/explorerQuery'
import { ExplorerFilters, type FacetOption, type FacetView } from './ExplorerFilters'
import { ExplorerPagination } from './ExplorerPagination'
import { ExplorerResults } from './ExplorerResults'

const amount = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

type Translate = Awaited<ReturnType<typeof getTranslations<'explorer'>>>

function priceLabel(t: Translate, range: { min: number | null; max: number | null }): string {
  if (range.min === null && range.max !== null) return t('priceUpTo', { max: amount.format(range.max) })
  if (range.max === null && range.min !== null) return t('priceFrom', { min: amount.format(range.min) })
  return t('priceBetween', { min: amount.format(range.min ?? 0), max: amount.format(range.max ?? 0) })
}

/**
 * One option as it crosses to the browser: only what it has. Every option's `checked: false`, empty
 * swatch and label equal to its value (the years) were 2.9 KB of the explorer's payload.
 */
function facetOption(value: string, label: string, count: number, checked: boolean, hex?: string | null): FacetOption {
  const option: FacetOption = { value, count }
  if (label !== value) option.label = label
  if (checked) option.checked = true
  if (hex) option.hex = hex
  return option
}

/** Every facet with its options, counts and what is chosen, in the visitor's language. */
function facetViews(t: Translate, index: ExplorerIndex, query: ExplorerQuery, counts: FacetCounts): FacetView[] {
  const count = (key: keyof FacetCounts, value: string) => counts[key].get(value) ?? 0
  const taxonomy = taxonomyFacets.map<FacetView>((facet) => ({
    key: facet,
    label: t(`facet.${facet}`),
    options: index.vocabularies[facet]
      .map((entry) => facetOption(entry.slug, entry.name, count(facet, entry.slug), query[facet].includes(entry.slug), entry.hex))
      // Options no work carries at all would only be noise.
      .filter((option) => option.checked || option.count > 0 || counts[facet].size === 0),
  }))
  const years = index.years
  const queryPrice = query.price ? priceRangeKey(query.price) : null
  return [
    taxonomy[0],
    taxonomy[1],
    taxonomy[2],
    {
      key: 'year',
      label: t('facet.year'),
      options: years
        .map((year) => facetOption(String(year), String(year), count('year', String(year)), query.year.includes(year)))
        .filter((option) => option.checked || option.count > 0),
    },
    {
      key: 'price',
      label: t('facet.price'),
      single: true,
      options: priceRanges.map((range) => facetOption(range.key, priceLabel(t, range), count('price', range.key), queryPrice === range.key)),
    },
    {
      key: 'availability',
      label: t('facet.availability'),
      options: availabilities.map((value) => facetOption(value, t(`availability.${value}`), count('availability', value), query.availability.includes(value))),
    },
    taxonomy[3],
    taxonomy[4],
  ]
}

type Chip = { key: FilterKey; value?: string | number; label: string }

function activeChips(t: Translate, index: ExplorerIndex, query: ExplorerQuery): Chip[] {
  const chips: Chip[] = []
  for (const facet of taxonomyFacets) {
    for (const slug of query[facet]) chips.push({ key: facet, value: slug, label: index.vocabularies[facet].find((entry) => entry.slug === slug)?.name ?? slug })
  }
  for (const year of query.year) chips.push({ key: 'year', value: year, label: String(year) })
  if (query.price) chips.push({ key: 'price', label: priceLabel(t, query.price) })
  for (const value of query.availability) chips.push({ key: 'availability', value, label: t(`availability.${value}`) })
  return chips
}

type ExplorerViewProps = { locale: Locale; index: ExplorerIndex; query: ExplorerQuery; title: string }

/** The explorer at /artworks: filters with counts, the chosen filters, the works, page links. */
export async function ExplorerView({ locale, index, query, title }: ExplorerViewProps) {
  const t = await getTranslations({ locale, namespace: 'explorer' })
  const { page, counts } = exploreWithCounts(index.sorted, query, priceRanges)
  const chips = activeChips(t, index, query)
  const isPreset = query.price ? priceRanges.some((range) => range.key === priceRangeKey(query.price!)) : true
  const search = explorerSearchParams({ ...query, page: 1 }).toString()
  return (
    <div className="explorer" data-testid="explorer">
      <section className="intro">
        <h1>{title}</h1>
        <p data-testid="explorer-total">{t('total', { count: page.total })}</p>
      </section>
      <ExplorerFilters facets={facetViews(t, index, query, counts)} sort={query.sort} customPrice={isPreset ? null : query.price} />
      {chips.length > 0 ? (
        <ul className="explorer-chips" aria-label={t('active')}>
          {chips.map((chip) => (
            <li key={`${chip.key}-${chip.value ?? ''}`}>
              <Link
                href={`/artworks${explorerHref(withoutFilter(query, chip.key, chip.value))}`}
                scroll={false}
                aria-label={t('remove', { label: chip.label })}
                className="explorer-chip"
              >
                {chip.label} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link href={`/artworks${explorerHref(withoutFilters(query))}`} scroll={false} className="explorer-chip explorer-chip--reset">
              {t('reset')}
            </Link>
          </li>
        </ul>
      ) : null}
      {page.total === 0 ? (
        <div className="intro explorer-empty" data-testid="explorer-empty">
          <p>{t('empty')}</p>
          {hasFilters(query) ? <Link href="/artworks">{t('reset')}</Link> : null}
        </div>
      ) : (
        <>
          {page.page > 1 ? (
            <p className="intro">
              <Link href={`/artworks${explorerHref({ ...query, page: page.page - 1 })}`} rel="prev" data-testid="explorer-previous">
                {t('previous')}
              </Link>
            </p>
          ) : null}
          <LiveArtworks />
          <ExplorerResults
            key={`${search}|${page.page}|${index.builtAt}`}
            first={toChunk(page)}
            total={page.total}
            search={search}
            showLeasing={query.availability.includes('leasing')}
          >
            <ExplorerPagination
              query={query}
              page={page.page}
              pageCount={page.pageCount}
              labels={{ nav: t('pages'), previous: t('previous'), next: t('next'), page: t('pageLabel') }}
            />
          </ExplorerResults>
        </>
      )}
    </div>
  )
}
