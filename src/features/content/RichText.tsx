import type { SerializedUploadNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import type { Media } from '@/cms/payload-types'
import { Image } from '@/ui/Image'
import { ImageCopyright } from '@/ui/ImageElement'

/**
 * An image placed in the text, as a figure: the site's responsive image (variants at the spec's
 * widths, not Payload's original file) with a caption — the node's own caption field if the
 * editor config ever gains one, else the image's alt text — and its copyright line.
 */
function UploadFigure({ node }: { node: SerializedUploadNode }) {
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
      <Image image={media} sizes="(min-width: 960px) 60vw, 100vw" alt={media.alt ?? ''} />
      {caption || media.copyrightText ? (
        <figcaption>
          {caption ? <span className="rich-text__caption">{caption}</span> : null}
          <ImageCopyright image={copyright} />
        </figcaption>
      ) : null}
    </figure>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => <UploadFigure node={node as SerializedUploadNode} />,
})

/** Editors' rich text, rendered on the server. */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as SerializedEditorState} converters={converters} className={className ?? 'rich-text'} />
}
