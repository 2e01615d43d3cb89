'use client'

import { useField, useFormFields, useTranslation } from '@payloadcms/ui'

const texts = {
  de: { accept: 'Vorschlag als Farben übernehmen', taken: 'Die Farben entsprechen dem Vorschlag' },
  en: { accept: 'Use the proposal as colours', taken: 'The colours match the proposal' },
}

/** Relationship values as ids, whether the form holds ids or populated documents. */
const idsOf = (value: unknown): Array<number | string> =>
  Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' && 'id' in item ? (item as { id: number | string }).id : (item as number | string))) : []

/**
 * Below the colours read from the picture: one click puts them into the work's colours (which the
 * editor can still change before saving). Empty colours are filled from the proposal on save anyway.
 */
export function AcceptColours() {
  const { i18n } = useTranslation()
  const text = i18n.language === 'en' ? texts.en : texts.de
  const proposal = idsOf(useFormFields(([fields]) => fields.colourProposal?.value))
  const { value, setValue } = useField<Array<number | string>>({ path: 'colors' })
  if (proposal.length === 0) return null
  const current = idsOf(value)
  const same = current.length === proposal.length && proposal.every((id) => current.includes(id))
  return (
    <div className="accept-colours">
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={same} onClick={() => setValue(proposal)}>
        {same ? text.taken : text.accept}
      </button>
    </div>
  )
}
