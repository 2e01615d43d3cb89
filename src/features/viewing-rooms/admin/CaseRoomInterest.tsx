'use client'

import { RelationshipTable, useAuth, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import type { JoinFieldClient } from 'payload'
import { useMemo } from 'react'

import { caseInterestWhere } from '../caseInterest'

const texts = {
  de: {
    title: 'Interesse in diesem Raum',
    about: (name: string) => `Was ${name} im privaten Raum geöffnet, angesehen, vergrößert oder im Raum angesehen hat, und wie lange.`,
    someone: 'die Empfänger:in',
  },
  en: {
    title: 'Interest in this room',
    about: (name: string) => `What ${name} opened, viewed, zoomed or saw in the room view in the viewing room, and for how long.`,
    someone: 'the recipient',
  },
}

/**
 * On a case opened from a viewing room (issue 51 point 6): the room's own interest listing (its
 * `views` join, the same table, columns and sort the room shows), narrowed to this case's
 * recipient (../caseInterest.ts). Shown to those who read the views (sales staff).
 */
export function CaseRoomInterest() {
  const { i18n } = useTranslation()
  const text = texts[i18n.language === 'en' ? 'en' : 'de']
  const { getEntityConfig } = useConfig()
  const { permissions } = useAuth()
  const { id } = useDocumentInfo()
  const viewingRoom = useFormFields(([fields]) => fields.viewingRoom?.value)
  const email = useFormFields(([fields]) => fields.email?.value)
  const contact = useFormFields(([fields]) => fields.contact?.value)
  const name = useFormFields(([fields]) => fields.name?.value)
  const where = useMemo(() => caseInterestWhere({ viewingRoom, email, contact }), [viewingRoom, email, contact])
  const roomViews = getEntityConfig({ collectionSlug: 'viewing-rooms' })?.fields.find((field) => 'name' in field && field.name === 'views') as JoinFieldClient | undefined
  if (!where || !roomViews || id === undefined || !permissions?.collections?.['viewing-room-views']?.read) return null
  return (
    <div className="field-type join" data-testid="case-room-interest">
      <RelationshipTable
        allowCreate={false}
        field={roomViews}
        filterOptions={where}
        // Its own place for the staff's column choices, apart from the room's and the list's.
        parent={{ collectionSlug: 'inquiries', id, joinPath: 'roomInterest' }}
        relationTo="viewing-room-views"
        Label={<h4 style={{ margin: 0 }}>{text.title}</h4>}
      />
      <p className="field-description">{text.about(typeof name === 'string' && name ? name : text.someone)}</p>
    </div>
  )
}
