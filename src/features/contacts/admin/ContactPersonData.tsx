'use client'

import { useConfig, useFormFields, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

import { personDataViewPath } from '@/features/privacy/texts'

const texts = {
  de: { title: 'Personendaten', link: 'Auskunft oder Löschung …', none: 'Erst eine Adresse eintragen.' },
  en: { title: 'Personal data', link: 'Access request or erasure …', none: 'Add an address first.' },
}

/** On a contact's page: its first address opened in the access and erasure screen (src/features/privacy). */
export function ContactPersonData() {
  const { i18n } = useTranslation()
  const text = texts[i18n.language === 'en' ? 'en' : 'de']
  const { config } = useConfig()
  const address = useFormFields(([fields]) => fields['emails.0.address']?.value)
  return (
    <div className="field-type" data-testid="contact-person-data">
      <p className="field-label">{text.title}</p>
      {typeof address === 'string' && address ? (
        <Link className="btn btn--style-secondary btn--size-small" href={`${config.routes.admin}${personDataViewPath}?email=${encodeURIComponent(address)}`} prefetch={false}>
          {text.link}
        </Link>
      ) : (
        <p>{text.none}</p>
      )}
    </div>
  )
}
