/**
 * Generated pictures: abstract compositions for artworks and abstract busts for portraits,
 * drawn as SVG from a seeded random stream and rendered to JPEG by sharp. Shapes use
 * fill-opacity rather than opacity and no filters: group opacity and blur make librsvg render
 * several times slower, and 400 images have to fit in the seed's time budget.
 */

import sharp from 'sharp'

import type { ImageSpec } from './plan/types'
import { Random } from './random'

type Rgb = [number, number, number]

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb
const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** Mixes two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [toRgb(a), toRgb(b)]
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb)
}

const paper = ['#f3efe6', '#ece6d8', '#f6f4ef', '#e9e4da']
const ink = ['#151515', '#1f1d1b', '#23262b']
const num = (n: number) => Math.round(n * 10) / 10

type Canvas = { w: number; h: number; rng: Random; colors: string[] }

function background(c: Canvas, base: string, tint: string): string {
  // A soft vertical fade reads as canvas or paper rather than flat screen colour. Drawn as
  // thin bands: an SVG gradient costs librsvg about as much as everything else together.
  const top = mix(base, tint, c.rng.range(0, 0.15))
  const bottom = mix(base, '#000000', c.rng.range(0.02, 0.12))
  const bands = 24
  const band = c.h / bands
  let out = ''
  for (let i = 0; i < bands; i++) {
    out += `<rect y="${num(i * band)}" width="${c.w}" height="${num(band + 1)}" fill="${mix(top, bottom, i / (bands - 1))}"/>`
  }
  return out
}

/** Rothko-like: two or three soft fields stacked on a tinted ground. */
function colourFields(c: Canvas): string {
  const { w, h, rng } = c
  const ground = mix(c.colors[0], '#000000', rng.range(0.2, 0.5))
  let out = background(c, ground, c.colors[1] ?? ground)
  const count = rng.int(2, 3)
  const margin = w * rng.range(0.06, 0.1)
  let y = h * rng.range(0.05, 0.09)
  const gap = h * 0.03
  const usable = h - 2 * y - gap * (count - 1)
  const shares = Array.from({ length: count }, () => rng.range(0.6, 1.4))
  const total = shares.reduce((s, v) => s + v, 0)
  shares.forEach((share, i) => {
    const fieldH = (usable * share) / total
    const color = mix(c.colors[(i + 1) % c.colors.length], '#ffffff', rng.range(0, 0.25))
    out += `<rect x="${num(margin)}" y="${num(y)}" width="${num(w - 2 * margin)}" height="${num(fieldH)}" rx="${num(w * 0.01)}" fill="${color}" fill-opacity="${num(rng.range(0.82, 0.95))}"/>`
    y += fieldH + gap
  })
  return out
}

/** Bauhaus-like: circles, bars and half discs on paper. */
function geometric(c: Canvas): string {
  const { w, h, rng } = c
  let out = background(c, rng.pick(paper), c.colors[0])
  const palette = [...c.colors, rng.pick(ink)]
  const count = rng.int(5, 9)
  for (let i = 0; i < count; i++) {
    const color = rng.pick(palette)
    const alpha = num(rng.range(0.75, 1))
    const x = rng.range(0.1, 0.9) * w
    const y = rng.range(0.1, 0.9) * h
    const size = rng.range(0.08, 0.3) * Math.min(w, h)
    const shape = rng.int(0, 3)
    if (shape === 0) out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${color}" fill-opacity="${alpha}"/>`
    else if (shape === 1)
      out += `<rect x="${num(x - size)}" y="${num(y - size / 3)}" width="${num(size * 2)}" height="${num(size / 1.5)}" fill="${color}" fill-opacity="${alpha}" transform="rotate(${rng.pick([0, 0, 45, -30, 90])} ${num(x)} ${num(y)})"/>`
    else if (shape === 2) out += `<path d="M ${num(x - size)} ${num(y)} A ${num(size)} ${num(size)} 0 0 1 ${num(x + size)} ${num(y)} Z" fill="${color}" fill-opacity="${alpha}"/>`
    else
      out += `<line x1="${num(rng.range(0, w))}" y1="${num(rng.range(0, h))}" x2="${num(rng.range(0, w))}" y2="${num(rng.range(0, h))}" stroke="${color}" stroke-width="${num(rng.range(0.004, 0.02) * w)}" stroke-linecap="round"/>`
  }
  return out
}

/** Bands of colour, vertical or slanted, in shades of the palette. */
function stripes(c: Canvas): string {
  const { w, h, rng } = c
  let out = `<rect width="${w}" height="${h}" fill="${rng.pick(paper)}"/>`
  const angle = rng.pick([0, 0, 12, -18, 90])
  let x = -w * 0.5
  out += `<g transform="rotate(${angle} ${w / 2} ${h / 2})">`
  while (x < w * 1.5) {
    const band = rng.range(0.02, 0.12) * w
    const color = mix(rng.pick(c.colors), rng.chance(0.5) ? '#ffffff' : '#000000', rng.range(0, 0.35))
    out += `<rect x="${num(x)}" y="${num(-h * 0.5)}" width="${num(band)}" height="${num(h * 2)}" fill="${color}"/>`
    x += band + (rng.chance(0.3) ? rng.range(0.005, 0.03) * w : 0)
  }
  return `${out}</g>`
}

/** Orbits: rings and discs on a dark ground. */
function orbits(c: Canvas): string {
  const { w, h, rng } = c
  let out = background(c, rng.pick(ink), c.colors[0])
  const cx = rng.range(0.3, 0.7) * w
  const cy = rng.range(0.3, 0.7) * h
  const rings = rng.int(5, 11)
  for (let i = rings; i > 0; i--) {
    const r = (i / rings) * Math.max(w, h) * rng.range(0.35, 0.5)
    out += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${rng.pick(c.colors)}" stroke-opacity="${num(rng.range(0.5, 1))}" stroke-width="${num(rng.range(0.003, 0.025) * w)}"/>`
  }
  for (let i = rng.int(1, 4); i > 0; i--) {
    out += `<circle cx="${num(rng.range(0.1, 0.9) * w)}" cy="${num(rng.range(0.1, 0.9) * h)}" r="${num(rng.range(0.02, 0.09) * w)}" fill="${rng.pick(c.colors)}"/>`
  }
  return out
}

/** Albers-like nested rectangles, each a shade further from the ground. */
function nested(c: Canvas): string {
  const { w, h, rng } = c
  let out = `<rect width="${w}" height="${h}" fill="${c.colors[0]}"/>`
  const steps = rng.int(3, 5)
  const drop = rng.range(0.2, 0.6)
  for (let i = 1; i <= steps; i++) {
    const inset = (i / (steps + 1)) * 0.42
    const rw = w * (1 - 2 * inset)
    const rh = h * (1 - 2 * inset)
    const color = mix(c.colors[i % c.colors.length], i % 2 ? '#ffffff' : '#000000', rng.range(0.05, 0.3))
    out += `<rect x="${num((w - rw) / 2)}" y="${num((h - rh) * drop)}" width="${num(rw)}" height="${num(rh)}" fill="${color}"/>`
  }
  return out
}

/** Gestural: many short strokes, like an all-over painting. */
function gestures(c: Canvas): string {
  const { w, h, rng } = c
  let out = background(c, rng.pick(paper), c.colors[0])
  for (let i = rng.int(30, 55); i > 0; i--) {
    const x = rng.range(0, w)
    const y = rng.range(0, h)
    const len = rng.range(0.05, 0.25) * w
    const angle = rng.range(0, Math.PI)
    out += `<line x1="${num(x)}" y1="${num(y)}" x2="${num(x + Math.cos(angle) * len)}" y2="${num(y + Math.sin(angle) * len)}" stroke="${rng.pick([...c.colors, ...ink])}" stroke-opacity="${num(rng.range(0.55, 0.95))}" stroke-width="${num(rng.range(0.004, 0.03) * w)}" stroke-linecap="round"/>`
  }
  return out
}

const compositions = [colourFields, geometric, stripes, orbits, nested, gestures]

/** An abstract bust: head and shoulders in front of a disc, in the person's colours. */
function bust(c: Canvas): string {
  const { w, h, rng } = c
  const ground = mix(c.colors[0], '#ffffff', rng.range(0.35, 0.7))
  const figure = mix(c.colors[1] ?? '#333333', '#000000', rng.range(0.3, 0.6))
  const cx = w * rng.range(0.44, 0.56)
  const headY = h * rng.range(0.36, 0.42)
  const headR = w * rng.range(0.15, 0.19)
  return [
    background(c, ground, c.colors[2] ?? ground),
    `<circle cx="${num(w * rng.range(0.3, 0.7))}" cy="${num(h * rng.range(0.25, 0.45))}" r="${num(w * rng.range(0.28, 0.4))}" fill="${mix(c.colors[2] ?? c.colors[0], '#ffffff', 0.2)}" fill-opacity="0.8"/>`,
    // Shoulders: a cubic whose top sits at about two thirds of the height.
    `<path d="M ${num(cx - w * 0.48)} ${h} C ${num(cx - w * 0.46)} ${num(h * 0.55)} ${num(cx + w * 0.46)} ${num(h * 0.55)} ${num(cx + w * 0.48)} ${h} Z" fill="${figure}"/>`,
    `<rect x="${num(cx - headR * 0.4)}" y="${num(headY)}" width="${num(headR * 0.8)}" height="${num(h * 0.68 - headY)}" fill="${figure}"/>`,
    `<ellipse cx="${num(cx)}" cy="${num(headY)}" rx="${num(headR * 0.85)}" ry="${num(headR)}" fill="${figure}"/>`,
  ].join('')
}

/** The SVG for an image spec; the same spec always gives the same text. */
export function imageSvg(spec: ImageSpec): string {
  const rng = new Random(spec.seed)
  const colors = spec.palette.length > 0 ? spec.palette : ['#8a8a86']
  const canvas: Canvas = { w: spec.width, h: spec.height, rng, colors }
  const body = spec.kind === 'portrait' ? bust(canvas) : rng.pick(compositions)(canvas)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">${body}</svg>`
}

/** From this long side a picture stands for a photograph of the work at full resolution. */
const grainFrom = 4000

let grainTile: Promise<Buffer> | undefined

/**
 * A small patch of soft noise, repeated over a large picture: the grain of canvas and paint a
 * real photograph shows close up, without which deep zoom would show flat SVG colour (and a
 * 6000 px JPEG of flat colour would be a few hundred KB, nothing like a gallery's originals).
 * 509 px, a prime, so the repeat does not line up with the 254 px tiles. Made once per process.
 */
function grain(): Promise<Buffer> {
  grainTile ??= sharp({ create: { width: 509, height: 509, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .blur(0.7)
    .png()
    .toBuffer()
  return grainTile
}

export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  const picture = sharp(Buffer.from(imageSvg(spec)))
  if (Math.max(spec.width, spec.height) < grainFrom) return picture.jpeg({ quality: 80 }).toBuffer()
  return picture
    .composite([{ input: await grain(), blend: 'soft-light', tile: true }])
    .jpeg({ quality: 86 })
    .toBuffer()
}

/**
 * Renders images a few at a time ahead of the consumer, yielding them in order. sharp works
 * off the main thread, so the next pictures render while the current one is written to the
 * database: on two cores that hides most of the rendering time.
 */
export async function* renderAhead<T>(items: readonly T[], specOf: (item: T) => ImageSpec, concurrency = 4): AsyncGenerator<[T, Buffer]> {
  const pending: Promise<Buffer>[] = []
  let next = 0
  const fill = () => {
    while (next < items.length && pending.length < concurrency) {
      const rendering = renderImage(specOf(items[next++]))
      rendering.catch(() => undefined) // awaited below; this only stops an early exit leaving it unhandled
      pending.push(rendering)
    }
  }
  fill()
  for (let i = 0; i < items.length; i++) {
    const buffer = await pending.shift()!
    fill()
    yield [items[i], buffer]
  }
}
