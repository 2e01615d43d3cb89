import type { DefaultServerCellComponentProps } from 'payload'

const isEnglish = (props: DefaultServerCellComponentProps) => props.i18n.language === 'en'

/** The artworks list's price column: the amount in euros as staff read it, or "on request". */
export function ArtworkPriceCell(props: DefaultServerCellComponentProps) {
  const english = isEnglish(props)
  // 0 or empty counts as on request too (the field's rule).
  if (props.rowData?.priceOnRequest || typeof props.cellData !== 'number' || props.cellData === 0)
    return <span className="artwork-cell artwork-cell--muted">{english ? 'on request' : 'auf Anfrage'}</span>
  const amount = new Intl.NumberFormat(english ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(props.cellData)
  return <span className="artwork-cell">{amount}</span>
}

/** The artworks list's sold column: sold or available, in words. */
export function ArtworkSoldCell(props: DefaultServerCellComponentProps) {
  const english = isEnglish(props)
  return props.cellData === true ? (
    <span className="artwork-cell artwork-cell--sold">{english ? 'sold' : 'verkauft'}</span>
  ) : (
    <span className="artwork-cell artwork-cell--muted">{english ? 'available' : 'verfügbar'}</span>
  )
}
