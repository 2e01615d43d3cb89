import { permanentRedirect, redirect } from 'next/navigation'

import type { Locale } from '@/base/locales'
import { getPathname } from '@/i18n/navigation'

import { findRedirect } from './loaders'

/**
 * Sends the visitor on when editors set a redirect for this path; returns when there is none.
 * Site paths keep the visitor's language; absolute targets leave the site.
 */
export async function followRedirect(path: string, locale: Locale): Promise<void> {
  const rule = await findRedirect(path)
  if (!rule) return
  const target = rule.external ? rule.to : getPathname({ href: rule.to, locale })
  if (rule.permanent) permanentRedirect(target)
  redirect(target)
}
