import { slugify } from './slugify'

/** Image widths of docs/behaviour.md#image-naming, smallest first. */
export const imageWidths = [160, 320, 640, 768, 1024, 1366, 1600, 1920] as const
export type ImageWidth = (typeof imageWidths)[number]
export type VariantFormat = 'webp' | 'jpg'

/** The content type of each kind of original image the site accepts, by file extension. */
export const imageTypes: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

const imageExtension = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i

/** The stored file name without its image extension: `dusk-7.jpg` → `dusk-7`. */
export function fileStem(filename: string): string {
  return filename.replace(imageExtension, '')
}

/** The base URL images are served from (`apiUrl` of docs/behaviour.md#image-naming), always ending in a slash. */
export function mediaBaseUrl(): string {
  // Read here, not through src/config/env.mjs: this runs in the browser too, where Next has inlined
  // NEXT_PUBLIC_MEDIA_URL and MEDIA_URL is unset; the server checked both at start.
  const configured = process.env.NEXT_PUBLIC_MEDIA_URL || process.env.MEDIA_URL || '/media/'
  return configured.endsWith('/') ? configured : `${configured}/`
}

/**
 * URL of one variant: apiUrl + filename + `-{width}w.webp` or `.jpg` (docs/behaviour.md#image-naming).
 * Without a file name the source is the word `default` (docs/behaviour.md#image-fallback).
 */
export function variantUrl(filename: string | null | undefined, width: ImageWidth, format: VariantFormat): string {
  if (!filename) return 'default'
  return `${mediaBaseUrl()}${fileStem(filename)}-${width}w.${format}`
}

/** `srcset` for one format across every width up to the original's own width. */
export function variantSrcSet(filename: string | null | undefined, format: VariantFormat, originalWidth?: number | null): string {
  if (!filename) return 'default'
  const widths = imageWidths.filter((w, i) => !originalWidth || w <= originalWidth || i === 0)
  return widths.map((w) => `${variantUrl(filename, w, format)} ${w}w`).join(', ')
}

export type ParsedVariant = { kind: 'variant'; stem: string; width: ImageWidth; format: VariantFormat } | { kind: 'original'; filename: string }

/**
 * Reads a requested media file name. `-{width}w.webp|jpg` asks for a variant of a spec width;
 * anything else that looks like a plain file name asks for the original. Path tricks are refused.
 */
export function parseVariantName(name: string): ParsedVariant | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) || name.includes('..')) return null
  const match = /^(.+)-(\d{2,4})w\.(webp|jpg)$/.exec(name)
  if (match) {
    const width = Number(match[2])
    if (!(imageWidths as readonly number[]).includes(width)) return null
    return { kind: 'variant', stem: fileStem(match[1]), width: width as ImageWidth, format: match[3] as VariantFormat }
  }
  return imageExtension.test(name) ? { kind: 'original', filename: name } : null
}

/** Coarse media type exposed by the API (`mediaType` of docs/behaviour.md#image-upload). */
export function mediaTypeOf(mimeType: string | null | undefined): 'image' | 'video' | 'audio' | 'document' {
  const major = (mimeType ?? '').split('/')[0]
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'document'
}

/** The content mark an upload's stored name ends with: 10 hex digits of the file's SHA-256. */
const contentMark = /-[0-9a-f]{10}$/

/**
 * The name an upload is stored under: a safe form of the editor's file name (ASCII letters,
 * digits and hyphens, umlauts spelt out, at most 60 characters) and a mark of its content, so two
 * uploads never share variant URLs (x.jpg and x.png, or a replaced picture) and every URL always
 * shows the same picture: its variants can be cached as immutable.
 */
export function storedName(original: string, sha256Hex: string): string {
  const extension = (imageExtension.exec(original)?.[0] ?? '').toLowerCase().replace('.jpeg', '.jpg')
  // NFC first: file names from some systems spell ü as u and a combining mark.
  const stem = slugify(fileStem(original).normalize('NFC')).slice(0, 60).replace(/-+$/, '')
  return `${stem || 'bild'}-${sha256Hex.slice(0, 10)}${extension}`
}

/** Whether a stored name (or its stem) carries a content mark: its URLs never change their picture. */
export function isContentAddressed(stem: string): boolean {
  return contentMark.test(fileStem(stem))
}
