import { cache } from 'react'

import type { Faq } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import type { Locale } from '@/base/locales'

/** Every FAQ entry of a language in the editors' order; images in answers populated. */
export const listFaq = cache((locale: Locale) => listPublished<Faq>('faq', locale, { sort: 'order', limit: 500, depth: 1 }))
