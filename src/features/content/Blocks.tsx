import type { Page } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import type { Artist, Artwork, Exhibition } from '@/cms/payload-types'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

import { firstPicture, RichText } from './RichText'
import { populated, TeaserList } from './shared'

type Block = NonNullable<Page['layout']>[number]

/** Whether a block draws a picture (the artist and exhibition teasers draw none). */
export function blockHasPicture(block: Block): boolean {
  switch (block.blockType) {
    case 'richText':
      return firstPicture(block.content) !== null
    case 'image':
      return populated(block.image) !== null
    case 'gallery':
      return (block.images ?? []).some((item) => populated(item) !== null)
    case 'artworkTeaser':
      return (block.artworks ?? []).some((item) => populated(item) !== null)
    default:
      return false
  }
}

/**
 * The blocks editors compose pages and the Werkstattpalast from (src/cms/blocks.ts). `eagerFirst`:
 * no picture comes before them on the page, so the first block's first picture loads at once (docs/behaviour.md#image-loading).
 */
export function Blocks({ blocks, eagerFirst = false }: { blocks: Block[] | null | undefined; eagerFirst?: boolean }) {
  if (!blocks?.length) return null
  const first = eagerFirst ? blocks.findIndex(blockHasPicture) : -1
  return (
    <div className="blocks">
      {blocks.map((block, index) => (
        <BlockView key={block.id ?? undefined} block={block} eager={index === first} />
      ))}
    </div>
  )
}

function BlockView({ block, eager }: { block: Block; eager: boolean }) {
  switch (block.blockType) {
    case 'richText':
      return <RichText data={block.content} eagerFirst={eager} />
    case 'image': {
      const image = populated(block.image)
      return image ? (
        <figure className="block-image">
          <Image image={image} sizes="100vw" eager={eager} />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      ) : null
    }
    case 'gallery':
      return (
        <div className="block-gallery">
          {(block.images ?? []).map((item, index) => {
            const image = populated(item)
            return image ? (
              <Image
                key={image.id}
                image={image}
                sizes="(min-width: 960px) 33vw, 50vw"
                eager={eager && index === (block.images ?? []).findIndex((one) => populated(one) !== null)}
              />
            ) : null
          })}
        </div>
      )
    case 'quote':
      return (
        <figure className="block-quote">
          <blockquote>{block.quote}</blockquote>
          {block.attribution ? <figcaption>{block.attribution}</figcaption> : null}
        </figure>
      )
    case 'callToAction':
      return (
        <aside className="block-cta">
          {block.heading ? <h2>{block.heading}</h2> : null}
          {block.text ? <p>{block.text}</p> : null}
          {/^https?:\/\//.test(block.link) ? <a href={block.link}>{block.label}</a> : <Link href={block.link}>{block.label}</Link>}
        </aside>
      )
    case 'artworkTeaser': {
      const artworks = (block.artworks ?? []).map((a) => populated<Artwork>(a)).filter((a): a is Artwork => a !== null)
      return (
        <section>
          {block.heading ? <h2>{block.heading}</h2> : null}
          <ArtworkGrid artworks={artworks} eagerFirst={eager ? 'only' : false} />
        </section>
      )
    }
    case 'artistTeaser': {
      const artists = (block.artists ?? []).map((a) => populated<Artist>(a)).filter((a): a is Artist => a !== null)
      return (
        <section>
          {block.heading ? <h2>{block.heading}</h2> : null}
          <TeaserList items={artists.map((a) => ({ id: a.id, href: `/artists/${a.slug}`, title: a.name }))} />
        </section>
      )
    }
    case 'exhibitionTeaser': {
      const exhibition = populated<Exhibition>(block.exhibition)
      return exhibition ? <TeaserList items={[{ id: exhibition.id, href: `/exhibitions/${exhibition.slug}`, title: exhibition.title, subtitle: exhibition.venue }]} /> : null
    }
    default:
      return null
  }
}
