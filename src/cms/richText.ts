/**
 * The rich-text editor of every collection: Payload's Lexical editor with its default features,
 * the link's address limited to web, mail and telephone addresses and the site's own paths
 * (src/base/safeLinks.ts; issue 46 point 13). A `javascript:` or `data:` link is refused at save
 * with a message in the editor's language; the site's renderer drops any that an older save left.
 */
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { TextField, TextFieldSingleValidation } from 'payload'

import { isSafeHref, unsafeHrefMessage } from '@/base/safeLinks'

export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) =>
      feature.key !== 'link'
        ? feature
        : LinkFeature({
            fields: ({ defaultFields }) =>
              defaultFields.map((field) => {
                if (!('name' in field) || field.name !== 'url') return field
                const url = field as TextField & { hasMany?: false }
                const own = url.validate
                const validate: TextFieldSingleValidation = (value, options) => {
                  const internal = (options?.siblingData as { linkType?: string } | undefined)?.linkType === 'internal'
                  if (!internal && value && !isSafeHref(value)) return unsafeHrefMessage(options?.req?.i18n?.language)
                  return own ? own(value, options) : true
                }
                return { ...url, validate } as TextField
              }),
          }),
    ),
})
