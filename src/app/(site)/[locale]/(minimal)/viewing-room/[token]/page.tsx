import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/base/locales'
import { getPayloadClient } from '@/cms/client'
import { recordInterest } from '@/features/viewing-rooms/interest'
import { visitRoom } from '@/features/viewing-rooms/loaders'
import { ClosedRoom, needsPasscode, OpenRoom, PasscodeForm } from '@/features/viewing-rooms/RoomPage'

// Per request and per recipient (issue 51 point 3): never prerendered, never kept by Next, the
// server's page cache or nginx (Next answers a dynamic page `private, no-store`), never indexed.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; token: string }>; searchParams: Promise<{ code?: string; asked?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'viewingRoom' })
  // No canonical and no language alternates: the room is no page of the public site. The token
  // leaves this site in no Referer.
  return { title: t('title'), robots: { index: false, follow: false, nocache: true }, referrer: 'same-origin' }
}

export default async function ViewingRoom({ params, searchParams }: Props) {
  const [{ locale, token }, { code, asked }] = await Promise.all([params, searchParams])
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const visit = await visitRoom(payload, token, locale)
  if (visit.state === 'unknown') notFound()
  if (visit.state !== 'open') return <ClosedRoom state={visit.state} locale={locale} />
  if (needsPasscode(visit, token, (await headers()).get('cookie'))) return <PasscodeForm token={token} locale={locale} notice={code} />
  // Staff see when the link was opened (issue 51 point 6); a form's answer is no new opening.
  if (!asked) await recordInterest(payload, { room: Number(visit.room.id), recipient: visit.recipient, kind: 'opened' })
  return <OpenRoom visit={visit} locale={locale} asked={asked} />
}
