import { getTranslations } from 'next-intl/server'

import type { Faq } from '@/cms/payload-types'
import { RichText } from '@/features/content/RichText'
import { JsonLd } from '@/features/seo/JsonLd'
import { siteUrl } from '@/features/seo/siteUrl'
import { faqJsonLd } from '@/features/seo/structuredData'
import type { Locale } from '@/base/locales'

import { groupFaq } from './groupFaq'

/**
 * The FAQ as an accordion of native disclosure widgets: each question is a <summary>, which the
 * browser makes a button that Enter and Space open and close and screen readers announce as
 * expanded or collapsed, without any script. Grouped by the editors' categories, with the same
 * questions and answers as schema.org FAQPage data.
 */
export async function FaqView({ entries, locale }: { entries: Faq[]; locale: Locale }) {
  const [nav, t] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getTranslations({ locale, namespace: 'faq' })])
  const groups = groupFaq(entries)
  // One group without a category needs no heading of its own.
  const headed = groups.length > 1 || groups[0]?.category !== null
  return (
    <section className="intro faq" data-testid="faq">
      <JsonLd data={faqJsonLd(entries, locale, siteUrl())} />
      <h1>{nav('faq')}</h1>
      {entries.length === 0 ? <p>{t('empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.category ?? ''} className="faq__group" data-testid="faq-group" aria-labelledby={headed ? `faq-group-${group.entries[0].id}` : undefined}>
          {headed ? <h2 id={`faq-group-${group.entries[0].id}`}>{group.category ?? t('general')}</h2> : null}
          {group.entries.map((entry) => (
            <details key={entry.id} id={`faq-${entry.id}`} className="faq-entry" data-testid="faq-entry">
              <summary className="faq-entry__question">{entry.question}</summary>
              <div className="faq-entry__answer">
                <RichText data={entry.answer} headingLevel={headed ? 3 : 2} />
              </div>
            </details>
          ))}
        </section>
      ))}
    </section>
  )
}
