import { notFound } from 'next/navigation'

import { followRedirect } from '@/features/redirects/followRedirect'
import type { Locale } from '@/base/locales'

type Props = { params: Promise<{ locale: Locale; rest: string[] }> }

/** Any deeper path no route claims: an editor's redirect if there is one, else 404 in the site's layout. */
export default async function UnknownPath({ params }: Props) {
  const { locale, rest } = await params
  await followRedirect(`/${rest.join('/')}`, locale)
  notFound()
}
