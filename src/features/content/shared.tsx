import type { Media } from '@/cms/payload-types'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

import { firstPicture, RichText } from './RichText'

/** A relation as Payload returns it: the document when populated, its id otherwise. */
export function populated<T extends object>(value: T | number | string | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null
}

export function firstImage(images: Array<Media | number> | Media | number | null | undefined): Media | null {
  if (Array.isArray(images)) return populated(images[0])
  return populated(images)
}

export type TeaserItem = { id: number | string; href: string; title: string; subtitle?: string | null; image?: Media | null }

/** The teaser grid's columns on the widest screens (globals.css `.teaser-list`): its first row. */
const teaserRow = 4

/**
 * A plain list of linked teasers (people, exhibitions, articles, offers, topics). With
 * `eagerFirstRow` (a list at the top of its page) the pictures of its first row on a desktop (two
 * rows on a phone) load at once with high priority, since one of them is the largest picture on
 * the first screen; the rest wait until they come near it (docs/behaviour.md#image-loading).
 */
export function TeaserList({ items, testId, eagerFirstRow = false }: { items: TeaserItem[]; testId?: string; eagerFirstRow?: boolean }) {
  return (
    <ul className="teaser-list" data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id} className="teaser">
          <Link href={item.href} className="teaser__link">
            {item.image ? <Image image={item.image} sizes="(min-width: 960px) 25vw, 50vw" alt="" eager={eagerFirstRow && index < teaserRow} className="teaser__image" /> : null}
            <span className="teaser__title">{item.title}</span>
            {item.subtitle ? <span className="teaser__subtitle">{item.subtitle}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}

type DocumentViewProps = {
  title: string
  kicker?: string | null
  lead?: string | null
  image?: Media | null
  body?: unknown
  testId?: string
  children?: React.ReactNode
}

/**
 * A text document: title, optional lead and image, rich text, then whatever the page adds. Its
 * image is the page's first picture, else the text's first (docs/behaviour.md#image-loading); `pictureBefore` says whether
 * either is there, for what the page adds after them (`<Blocks eagerFirst={!pictureBefore(…)} />`).
 */
export function DocumentView({ title, kicker, lead, image, body, testId, children }: DocumentViewProps) {
  return (
    <article className="document" data-testid={testId}>
      <header className="intro">
        {kicker ? <p className="document__kicker">{kicker}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="document__lead">{lead}</p> : null}
      </header>
      {image ? <Image image={image} sizes="100vw" eager className="document__image" /> : null}
      <div className="intro">
        <RichText data={body} eagerFirst={!image} />
        {children}
      </div>
    </article>
  )
}

/** Whether DocumentView draws a picture before the content a page adds below its text. */
export function pictureBefore({ image, body }: { image?: Media | null; body?: unknown }): boolean {
  return Boolean(image) || firstPicture(body) !== null
}
