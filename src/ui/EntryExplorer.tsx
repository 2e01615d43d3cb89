import type { Media } from '@/cms/payload-types'
import { Link } from '@/i18n/navigation'

import { Image } from './Image'

export type ExplorerListItem = {
  /** The entry's explorer key (its slug). */
  key: string
  href: string
  title: string
  subtitle?: string | null
  image?: Media | null
}

type EntryExplorerProps = {
  /** explorerType (docs/behaviour.md#explorer): the kind of entries, e.g. "crew". */
  type: string
  /** The field entries are keyed by (explorerKey, default slug). */
  keyName?: string
  items: ExplorerListItem[]
  /** Key of the open entry (explorerOpen), null when none is open. */
  openKey: string | null
  /** Whether the address chose the open entry (/crew/{slug}) rather than the default (/crew). */
  explicit: boolean
  /** Accessible name of the list's navigation landmark. */
  listLabel: string
  /** A visible heading above the list, for pages whose own heading is the open entry's. */
  listHeading?: string
  /** Anchor of the list, for the open entry's "to the list" link. */
  listId: string
  /** Class of the title texts (a person type's colour, say). */
  titleClassName?: string
  /** The open entry, rendered by its feature. */
  children: React.ReactNode
}

/**
 * A list of entries with one of them open beside it (the explorer of docs/behaviour.md#explorer), rendered on the
 * server: each entry is a real link to its own address, the open one marked with aria-current, so
 * it works without JavaScript and for crawlers. Phone first: list and entry stack, in the order
 * the page is about — a chosen entry (`explicit`) first, then the list; the list first where the
 * entry is only the default. From 960 px the list stands on the left, the entry beside it.
 */
export function EntryExplorer({ type, keyName = 'slug', items, openKey, explicit, listLabel, listHeading, listId, titleClassName, children }: EntryExplorerProps) {
  // Without an address of its own the list comes first: its first picture is the page's first, loaded at once (docs/behaviour.md#image-loading).
  const firstPicture = explicit ? -1 : items.findIndex((item) => item.image)
  const entry = (
    <div className="entry-explorer__entry" data-testid="explorer-entry" data-explorer-open={openKey ?? undefined}>
      {children}
    </div>
  )
  return (
    <div className="entry-explorer" data-explorer-type={type} data-explorer-key={keyName} data-explicit={explicit ? 'true' : 'false'} data-testid="entry-explorer">
      {explicit ? entry : null}
      <nav className="entry-explorer__list" id={listId} aria-label={listLabel} data-testid="explorer-list">
        {listHeading ? <h2 className="entry-explorer__heading">{listHeading}</h2> : null}
        <ul>
          {items.map((item, index) => {
            const open = item.key === openKey
            return (
              <li key={item.key}>
                {/* "page" where the address is the entry's own; "true" where it is open by default. */}
                <Link href={item.href} className="entry-explorer__link" aria-current={open ? (explicit ? 'page' : 'true') : undefined} data-explorer-item={item.key}>
                  {item.image ? (
                    <Image image={item.image} sizes="56px" alt="" eager={index === firstPicture ? 'auto' : false} className="entry-explorer__image" />
                  ) : (
                    <span className="entry-explorer__image" aria-hidden="true" />
                  )}
                  <span className="entry-explorer__text">
                    <span className={['entry-explorer__title', titleClassName].filter(Boolean).join(' ')}>{item.title}</span>
                    {item.subtitle ? <span className="entry-explorer__subtitle">{item.subtitle}</span> : null}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {explicit ? null : entry}
    </div>
  )
}
