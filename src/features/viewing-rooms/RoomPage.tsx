import { getTranslations } from 'next-intl/server'

import { formatDate } from '@/base/dates'
import type { Locale } from '@/base/locales'
import type { Artist, Medium } from '@/cms/payload-types'
import { populated } from '@/features/content/shared'
import { galleryEmail } from '@/features/forms/mail'
import { LiveArtworks } from '@/features/live/LiveArtworks'
import { ViewInRoom } from '@/features/room/ViewInRoom'
import { PageMessages } from '@/i18n/PageMessages'
import { Link } from '@/i18n/navigation'
import { ImageViewer } from '@/ui/ImageViewer'
import { getPayloadClient } from '@/cms/client'

import { hasAccess } from './access'
import type { RoomVisit, RoomWork } from './loaders'
import { RoomInterest } from './RoomInterest'
import { RoomStatus } from './RoomStatus'
import { roomPath } from './rules'

type Open = Extract<RoomVisit, { state: 'open' }>

/** Why a link no longer opens its room, and how to reach the gallery (issue 51 point 2). */
export async function ClosedRoom({ state, locale }: { state: 'expired' | 'revoked' | 'unknown'; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'viewingRoom' })
  const email = await galleryEmail(await getPayloadClient())
  return (
    <section className="viewing-room viewing-room--closed" data-testid="viewing-room-closed" data-state={state}>
      <h1>{state === 'unknown' ? t('unknownTitle') : t('closedTitle')}</h1>
      <p>{t(state)}</p>
      <p>{t.rich('reach', { email, mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}</p>
      <p>
        <Link href="/contact">{t('contact')}</Link>
      </p>
    </section>
  )
}

/** The passcode form: a plain POST, so it works without JavaScript (./enterRoute.ts answers it). */
export async function PasscodeForm({ token, locale, notice }: { token: string; locale: Locale; notice?: string }) {
  const t = await getTranslations({ locale, namespace: 'viewingRoom' })
  return (
    <section className="viewing-room viewing-room--passcode" data-testid="viewing-room-passcode">
      <h1>{t('passcodeTitle')}</h1>
      <p>{t('passcodeIntro')}</p>
      {notice === 'wrong' || notice === 'limit' ? (
        <p role="alert" className="viewing-room__notice">
          {t(notice === 'wrong' ? 'passcodeWrong' : 'passcodeLimit')}
        </p>
      ) : null}
      <form method="post" action={`${roomPath(token, locale)}/enter`} className="viewing-room__form">
        <label htmlFor="room-passcode">{t('passcodeLabel')}</label>
        <input id="room-passcode" name="passcode" type="password" autoComplete="off" required maxLength={64} />
        <button type="submit">{t('passcodeSubmit')}</button>
      </form>
    </section>
  )
}

type WorkProps = { work: RoomWork; locale: Locale; t: Awaited<ReturnType<typeof getTranslations>>; action: string; asked?: string }

/** Ask or reserve, one form per work: a plain POST (./roomRoutes.ts), so it works without JavaScript. */
function AskForm({ work, t, action, asked }: Omit<WorkProps, 'locale'>) {
  const id = String(work.artwork.id)
  if (asked === id)
    return (
      <p role="status" className="viewing-room__notice" data-testid="room-asked">
        {t('askSent', { title: work.artwork.title })}
      </p>
    )
  return (
    <details className="viewing-room__ask" open={asked === 'limit' ? true : undefined}>
      <summary>{t('ask')}</summary>
      {asked === 'limit' ? (
        <p role="alert" className="viewing-room__notice">
          {t('askLimit')}
        </p>
      ) : null}
      <p>{t('askIntro')}</p>
      <form method="post" action={action} className="viewing-room__form viewing-room__form--ask" data-testid="room-ask">
        <input type="hidden" name="work" value={id} />
        <label htmlFor={`ask-${id}`}>{t('askMessage')}</label>
        <textarea id={`ask-${id}`} name="message" rows={3} maxLength={5000} defaultValue={t('askMessageDefault')} />
        <label className="viewing-room__check">
          <input type="checkbox" name="reserve" value="1" disabled={work.line.kind === 'sold'} /> {t('askReserve')}
        </label>
        <button type="submit">{t('askSubmit')}</button>
      </form>
    </details>
  )
}

function RoomWorkItem({ work, locale, t, action, asked }: WorkProps) {
  const { artwork, note, line } = work
  const artist = populated<Artist>(artwork.artist)
  const medium = populated<Medium>(artwork.medium)
  const { height, width, depth } = artwork.dimensions ?? {}
  const dimensions = [height, width, depth].filter((v) => v != null).join(' × ')
  const price = line.kind === 'price' ? line.formatted : t('onRequest')
  return (
    <li className="viewing-room__work" id={`work-${artwork.slug}`} data-testid="room-work" data-slug={artwork.slug} data-room-work={artwork.id}>
      <div className="viewing-room__images">
        <ImageViewer
          images={(artwork.images ?? []).flatMap((image) => {
            const media = populated(image)
            if (!media) return []
            const { id, filename, width: w, height: h, alt, copyrightText, copyrightLink } = media
            return [{ id, filename, width: w, height: h, alt: alt || artwork.title, copyrightText, copyrightLink }]
          })}
          sizes="(min-width: 960px) 55vw, 100vw"
        />
      </div>
      <div className="viewing-room__caption">
        {artist ? <p className="viewing-room__artist">{artist.name}</p> : null}
        <h2>
          <cite>{artwork.title}</cite>
          {artwork.year ? <span>, {artwork.year}</span> : null}
        </h2>
        {medium ? <p>{medium.name}</p> : null}
        {dimensions ? <p>{dimensions} cm</p> : null}
        {artwork.edition ? <p>{artwork.edition}</p> : null}
        <p className="viewing-room__price">
          <span className="visually-hidden">{t('price')}: </span>
          <RoomStatus
            slug={artwork.slug}
            price={price}
            sold={line.kind === 'sold'}
            reservedUntil={artwork.reservedUntil ?? null}
            reserved={line.kind === 'price' && line.reserved}
          />
        </p>
        {note ? (
          <blockquote className="viewing-room__note" data-testid="room-note">
            {note.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </blockquote>
        ) : null}
        <ViewInRoom artwork={artwork} locale={locale} />
        <AskForm work={work} t={t} action={action} asked={asked} />
      </div>
    </li>
  )
}

/** An open room: its texts, then its works in order, each with the room view and deep zoom (issue 51 point 2). */
export async function OpenRoom({ visit, locale, asked }: { visit: Open; locale: Locale; asked?: string }) {
  const t = await getTranslations({ locale, namespace: 'viewingRoom' })
  const { room, recipient, works } = visit
  const base = roomPath(recipient.token ?? '', locale)
  return (
    <article className="viewing-room" data-testid="viewing-room">
      <header className="viewing-room__head">
        <p className="viewing-room__eyebrow">{t('title')}</p>
        <h1>{room.title}</h1>
        {recipient.name ? <p>{t('forYou', { name: recipient.name })}</p> : null}
        {room.introduction
          ? room.introduction.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index} className="viewing-room__intro">
                {paragraph}
              </p>
            ))
          : null}
        <p className="viewing-room__recorded" data-testid="room-recorded">
          {t('recorded')}
        </p>
        {recipient.expiresAt ? <p className="viewing-room__valid">{t('validUntil', { date: formatDate(recipient.expiresAt, locale, 'day') })}</p> : null}
        <p>
          {/* A file, not a page: the browser opens it itself. */}
          <a href={`${base}/pdf`} data-testid="room-pdf" type="application/pdf">
            {t('pdf')}
          </a>
        </p>
      </header>
      {/* Sold and held works show so in every open room within 2 s (issue 51 point 4). */}
      <LiveArtworks immediate />
      <RoomInterest endpoint={`${base}/seen`} />
      {works.length === 0 ? <p>{t('empty')}</p> : null}
      <PageMessages namespaces={['imageViewer']}>
        <ol className="viewing-room__works">
          {works.map((work) => (
            <RoomWorkItem key={work.artwork.id} work={work} locale={locale} t={t} action={`${base}/ask`} asked={asked} />
          ))}
        </ol>
      </PageMessages>
    </article>
  )
}

/** Whether the visitor may see the open room now, or must type the passcode first. */
export function needsPasscode(visit: Open, token: string, cookieHeader: string | null): boolean {
  return !hasAccess(cookieHeader, token, visit.recipient.passcodeHash)
}
