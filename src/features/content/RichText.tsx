import type { SerializedUploadNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { isSafeHref } from '@/base/safeLinks'
import type { Media } from '@/cms/payload-types'
import { Image } from '@/ui/Image'
import { ImageCopyright } from '@/ui/ImageElement'

/**
 * An image placed in the text, as a figure: the site's responsive image (variants at the spec's
 * widths, not Payload's original file) with a caption — the node's own caption field if the
 * editor config ever gains one, else the image's alt text — and its copyright line.
 */
function UploadFigure({ node, eager }: { node: SerializedUploadNode; eager: boolean }) {
  // Unpopulated (read at too small a depth) or deleted: nothing to draw.
  const media = node.value && typeof node.value === 'object' ? (node.value as Media) : null
  if (!media?.filename) return null
  if (media.mimeType && !media.mimeType.startsWith('image/')) {
    return <a href={media.url ?? undefined}>{media.filename}</a>
  }
  const ownCaption = (node.fields as { caption?: unknown } | undefined)?.caption
  const caption = (typeof ownCaption === 'string' && ownCaption.trim()) || media.alt?.trim() || ''
  const copyright = { copyrightText: media.copyrightText, copyrightLink: media.copyrightLink, filename: media.filename }
  return (
    <figure className="rich-text__figure" data-testid="rich-text-figure">
      <Image image={media} sizes="(min-width: 960px) 60vw, 100vw" alt={media.alt ?? ''} eager={eager} />
      {caption || media.copyrightText ? (
        <figcaption>
          {caption ? <span className="rich-text__caption">{caption}</span> : null}
          <ImageCopyright image={copyright} />
        </figcaption>
      ) : null}
    </figure>
  )
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
type LexicalNode = { type?: string; tag?: string; value?: unknown; children?: LexicalNode[] }

/** The text's first picture (an upload of an image UploadFigure draws), in reading order, or null. */
export function firstPicture(data: unknown): object | null {
  const visit = (node: LexicalNode): LexicalNode | null => {
    if (node.type === 'upload') {
      const media = node.value && typeof node.value === 'object' ? (node.value as Media) : null
      if (media?.filename && (!media.mimeType || media.mimeType.startsWith('image/'))) return node
    }
    for (const child of node.children ?? []) {
      const found = visit(child)
      if (found) return found
    }
    return null
  }
  const root = (data as { root?: LexicalNode } | null)?.root
  return root ? visit(root) : null
}

/** The heading levels (1–6) an editor used in a text, in every depth of it. */
function headingLevels(node: LexicalNode, levels = new Set<number>()): Set<number> {
  if (node.type === 'heading' && /^h[1-6]$/.test(node.tag ?? '')) levels.add(Number(node.tag!.slice(1)))
  for (const child of node.children ?? []) headingLevels(child, levels)
  return levels
}

/**
 * The tag each editor's heading level is drawn as: the levels used, in their order, become
 * consecutive levels from `top` on (at most h6). A text whose first heading is an h3 below the
 * page's h1, or that jumps from h2 to h4, would break the outline screen readers navigate by
 * (Lighthouse's heading-order audit).
 */
export function headingMap(data: unknown, top: number): Map<number, HeadingTag> {
  const root = (data as { root?: LexicalNode } | null)?.root
  const used = root ? [...headingLevels(root)].sort((a, b) => a - b) : []
  return new Map(used.map((level, index) => [level, `h${Math.min(6, top + index)}` as HeadingTag]))
}

type LinkConverter = ReturnType<JSXConvertersFunction>['link']
type LinkArgs = Parameters<Extract<LinkConverter, (...args: never[]) => unknown>>[0]

/**
 * A link whose address is no web, mail or telephone address or site path (`javascript:`,
 * `data:text/html` …, src/base/safeLinks.ts) is drawn as its text alone: a save before the rule
 * may still hold one.
 */
function safeLink(draw: LinkConverter) {
  return (args: LinkArgs) => {
    const fields = args.node.fields as { linkType?: string; url?: unknown }
    if (fields.linkType !== 'internal' && !isSafeHref(fields.url)) return <span>{args.nodesToJSX({ nodes: args.node.children })}</span>
    return typeof draw === 'function' ? draw(args) : null
  }
}

function convertersFor(tags: Map<number, HeadingTag>, eagerPicture: object | null): JSXConvertersFunction {
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    link: safeLink(defaultConverters.link),
    autolink: safeLink(defaultConverters.autolink as LinkConverter) as never,
    heading: ({ node, nodesToJSX }) => {
      const Tag = tags.get(Number(String(node.tag).slice(1))) ?? 'h2'
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    upload: ({ node }) => <UploadFigure node={node as SerializedUploadNode} eager={node === eagerPicture} />,
  })
}

/**
 * Editors' rich text, rendered on the server. `headingLevel`: the level of the text's highest
 * heading, one below the heading the text sits under (2 under a page's h1, the default).
 * `eagerFirst`: no picture comes before the text on its page, so its first loads at once (docs/behaviour.md#image-loading).
 */
export function RichText({ data, className, headingLevel = 2, eagerFirst = false }: { data: unknown; className?: string; headingLevel?: number; eagerFirst?: boolean }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const converters = convertersFor(headingMap(data, headingLevel), eagerFirst ? firstPicture(data) : null)
  return <LexicalRichText data={data as SerializedEditorState} converters={converters} className={className ?? 'rich-text'} />
}
