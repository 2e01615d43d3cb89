/**
 * Reply templates (issue 49 point 2; docs/sales.md): texts staff start a case's reply from, each
 * in German and English. The reply form offers the templates in the visitor's language and puts
 * the visitor's name for `{name}` and the case's works for `{works}` (src/base/replyTemplate.ts); a template
 * without text in that language is offered marked, never in the other language. Sales and
 * administrators keep them, like the cases they are for.
 */
import type { CollectionConfig } from 'payload'

import { sales } from '../../cms/access'

export const replyTemplatesSlug = 'reply-templates'

export const ReplyTemplates: CollectionConfig = {
  slug: replyTemplatesSlug,
  labels: { singular: { de: 'Antwortvorlage', en: 'Reply template' }, plural: { de: 'Antwortvorlagen', en: 'Reply templates' } },
  access: { read: sales, create: sales, update: sales, delete: sales },
  admin: {
    group: { de: 'Anfragen', en: 'Inquiries' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'subject', 'updatedAt'],
    description: {
      de: 'Texte, mit denen eine Antwort aus einem Fall beginnt, in beiden Sprachen. {name} wird zum Namen der Besucher:in, {works} zu den Werken des Falls. Gruß und Signatur setzt die Antwort selbst darunter.',
      en: "Texts a reply from a case starts from, in both languages. {name} becomes the visitor's name, {works} the case's works. The reply adds the closing and signature itself.",
    },
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: { de: 'Name der Vorlage', en: 'Template name' } },
    { name: 'subject', type: 'text', localized: true, label: { de: 'Betreff', en: 'Subject' } },
    { name: 'text', type: 'textarea', required: true, localized: true, label: { de: 'Text', en: 'Text' } },
  ],
}
