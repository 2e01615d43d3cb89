'use client'

import { useConfig, useDocumentInfo, useSelection, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { adminApi } from './adminApi'

/** The printed matter of issue 36 and 49 (src/features/sales/printEndpoints.ts): links, each a PDF in one language. */
const texts = {
  de: {
    priceList: 'Preisliste',
    workSheet: 'Werkblatt',
    labels: 'Wandbeschriftungen',
    de: 'deutsch',
    en: 'englisch',
    selection: (n: number) => `Drucksachen für ${n === 1 ? 'ein Werk' : `${n} Werke`}:`,
    exhibition: 'Drucksachen:',
    hideSold: 'Preise verkaufter Werke weglassen',
    start: 'Erstes Etikett auf Position',
    outlines: 'Schnittlinien (für Normalpapier)',
  },
  en: {
    priceList: 'Price list',
    workSheet: 'Work sheet',
    labels: 'Wall labels',
    de: 'German',
    en: 'English',
    selection: (n: number) => `Printed matter for ${n === 1 ? 'one work' : `${n} works`}:`,
    exhibition: 'Printed matter:',
    hideSold: 'Leave out the prices of sold works',
    start: 'First label at position',
    outlines: 'Cutting lines (for plain paper)',
  },
}

/** The four links, and how they print: sold prices left out, the first free label of a partly used sheet, cutting lines. */
function PdfLinks({ base, query, language }: { base: string; query: string; language: 'de' | 'en' }) {
  const text = texts[language]
  const [hideSold, setHideSold] = useState(false)
  const [start, setStart] = useState(1)
  const [outlines, setOutlines] = useState(false)
  const startId = useId()
  const options = (kind: 'price-list' | 'labels') =>
    kind === 'price-list' ? (hideSold ? '&hideSold=1' : '') : `${start > 1 ? `&start=${start}` : ''}${outlines ? '&outlines=1' : ''}`
  const link = (kind: 'price-list' | 'labels', locale: 'de' | 'en') => (
    <a
      key={`${kind}-${locale}`}
      href={`${base}/${kind}.pdf?${query}${query ? '&' : ''}locale=${locale}${options(kind)}`}
      target="_blank"
      rel="noopener"
      data-testid={`pdf-${kind}-${locale}`}
    >
      {kind === 'price-list' ? text.priceList : text.labels} ({text[locale]}, PDF)
    </a>
  )
  return (
    <>
      {link('price-list', 'de')} · {link('price-list', 'en')} · {link('labels', 'de')} · {link('labels', 'en')}
      <span className="print-buttons__options">
        {' '}
        <label>
          <input type="checkbox" checked={hideSold} onChange={(event) => setHideSold(event.target.checked)} data-testid="pdf-hide-sold" /> {text.hideSold}
        </label>{' '}
        <label htmlFor={startId}>{text.start}</label>{' '}
        <select id={startId} value={start} onChange={(event) => setStart(Number(event.target.value))} data-testid="pdf-label-start">
          {[1, 2, 3, 4, 5, 6, 7, 8].map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </select>{' '}
        <label>
          <input type="checkbox" checked={outlines} onChange={(event) => setOutlines(event.target.checked)} data-testid="pdf-outlines" /> {text.outlines}
        </label>
      </span>
    </>
  )
}

/** Beside an exhibition's document controls: its price list and labels, in its order. */
export function ExhibitionPrintButtons() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p className="print-buttons" style={{ margin: 0, fontSize: '0.85rem' }}>
      <span>{texts[language].exhibition}</span> <PdfLinks base={`${adminApi(config)}/exhibitions/${id}`} query="" language={language} />
    </p>
  )
}

/** Above the artworks list: the price list and labels of the selected works, in the list's order. */
export function SelectionPrintButtons() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const { config } = useConfig()
  const { selectedIDs } = useSelection()
  if (selectedIDs.length === 0) return null
  return (
    <p className="print-buttons" data-testid="selection-print">
      <span>{texts[language].selection(selectedIDs.length)}</span> <PdfLinks base={`${adminApi(config)}/artworks`} query={`ids=${selectedIDs.join(',')}`} language={language} />
    </p>
  )
}

/** Beside a work's document controls: its sheet (picture, details, price) in German and in English. */
export function WorkSheetButtons() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const text = texts[language]
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p className="print-buttons" style={{ margin: 0, fontSize: '0.85rem' }} data-testid="work-sheet-links">
      {(['de', 'en'] as const).map((locale, index) => (
        <span key={locale}>
          {index > 0 ? ' · ' : ''}
          <a href={`${adminApi(config)}/artworks/${id}/sheet.pdf?locale=${locale}`} target="_blank" rel="noopener" data-testid={`pdf-sheet-${locale}`}>
            {text.workSheet} ({text[locale]}, PDF)
          </a>
        </span>
      ))}
    </p>
  )
}
