'use client'

import { useField, useTranslation } from '@payloadcms/ui'

/**
 * A mail's attachments in the outbox (issue 49 point 2, docs/forms-and-mail.md): what it carries,
 * read from its specs (src/features/sales/attachments.ts) as staff say it — "Preisliste der
 * angefragten Werke (englisch, 2 Werke)" — in place of Payload's JSON editor, which would load its
 * code editor from another host.
 */
const texts = {
  de: {
    label: 'Anhänge',
    none: 'Keine',
    kinds: { 'price-list': 'Preisliste der angefragten Werke', sheets: 'Werkblatt je Werk' } as Record<string, string>,
    languages: { de: 'deutsch', en: 'englisch' } as Record<string, string>,
    works: (n: number) => (n === 1 ? 'ein Werk' : `${n} Werke`),
    printed: 'als PDF gedruckt beim Senden',
  },
  en: {
    label: 'Attachments',
    none: 'None',
    kinds: { 'price-list': 'Price list of the works asked about', sheets: 'Work sheet per work' } as Record<string, string>,
    languages: { de: 'German', en: 'English' } as Record<string, string>,
    works: (n: number) => (n === 1 ? 'one work' : `${n} works`),
    printed: 'printed as PDF when sent',
  },
}

type Spec = { kind?: unknown; works?: unknown; locale?: unknown }

export function MailAttachments({ path }: { path: string }) {
  const { i18n } = useTranslation()
  const text = texts[i18n.language === 'en' ? 'en' : 'de']
  const { value } = useField<unknown>({ path })
  const specs = (Array.isArray(value) ? value : []) as Spec[]
  return (
    <div className="field-type" data-testid="mail-attachments">
      <span className="field-label">{text.label}</span>
      {specs.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul>
          {specs.map((spec, index) => (
            <li key={index}>
              {text.kinds[String(spec.kind)] ?? String(spec.kind)} ({text.languages[String(spec.locale)] ?? String(spec.locale)},{' '}
              {text.works(Array.isArray(spec.works) ? spec.works.length : 0)}) — {text.printed}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
