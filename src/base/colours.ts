/**
 * Colours read from a picture (issue 19 point 3): the dominant colours of its pixels, then the
 * gallery's colour vocabulary matched to them. Pure: the caller decodes the picture (sharp) into
 * raw RGB(A) pixels, and gives the vocabulary.
 */

export type Rgb = readonly [number, number, number]
/** One dominant colour of a picture and the share of its pixels (0–1) that are closest to it. */
export type Swatch = { hex: string; share: number }
export type VocabularyColour = { id: number | string; hex: string }

/** At most this many dominant colours are kept per picture. */
export const maxSwatches = 6
/** Smaller groups are left out: the blend along an edge between two areas is not a colour of the picture. */
export const minSwatchShare = 0.02
/**
 * A vocabulary colour is proposed when at least this share of the picture is closest to it: a
 * neutral one (black, white, grey: the ground of many pictures) needs a larger share than one with
 * colour in it, which a visitor filtering by colour looks for even as an accent.
 */
export const minProposalShare = { neutral: 0.12, chromatic: 0.04 }
/** Chroma (in L*a*b*) below which a colour counts as neutral. */
export const neutralChroma = 12
/** At most this many colours are proposed for a work. */
export const maxProposed = 3

export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return null
  const value = Number.parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/** CIE L*a*b* (D65) of an sRGB colour: distances in it follow what the eye sees as different. */
export function rgbToLab([r, g, b]: Rgb): Rgb {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)]
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

/** Centres of the grouping closer than this (ΔE in L*a*b*) are one colour. */
const mergeDistance = 12

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])

type Bin = { lab: Rgb; rgb: Rgb; weight: number }

/**
 * The dominant colours of raw pixels (`channels` 3 or 4 bytes each; fully transparent pixels are
 * skipped), most common first. Pixels are first counted in a 16×16×16 colour grid, then the grid's
 * cells are grouped by a weighted k-means in L*a*b* (at most `maxSwatches` groups, started
 * deterministically from the heaviest cell, then each time from the cell farthest from every centre
 * so far, weighted by its count, while one lies more than `mergeDistance` away), and centres that
 * end up closer than that are merged.
 */
export function dominantColours(pixels: Uint8Array, channels: 3 | 4): Swatch[] {
  const cells = new Map<number, { r: number; g: number; b: number; count: number }>()
  let total = 0
  for (let i = 0; i + channels <= pixels.length; i += channels) {
    if (channels === 4 && pixels[i + 3] < 128) continue
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]]
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)
    const cell = cells.get(key)
    if (cell) {
      cell.r += r
      cell.g += g
      cell.b += b
      cell.count += 1
    } else cells.set(key, { r, g, b, count: 1 })
    total += 1
  }
  if (total === 0) return []
  const bins: Bin[] = [...cells.values()].map(({ r, g, b, count }) => {
    const rgb: Rgb = [r / count, g / count, b / count]
    return { rgb, lab: rgbToLab(rgb), weight: count }
  })

  const centres: Rgb[] = []
  const heaviest = bins.reduce((best, bin) => (bin.weight > best.weight ? bin : best))
  centres.push(heaviest.lab)
  while (centres.length < Math.min(maxSwatches, bins.length)) {
    let best: Bin | null = null
    let bestScore = 0
    for (const bin of bins) {
      const near = Math.min(...centres.map((centre) => distance(centre, bin.lab)))
      if (near <= mergeDistance) continue
      const score = near * near * bin.weight
      if (score > bestScore) [best, bestScore] = [bin, score]
    }
    if (!best) break
    centres.push(best.lab)
  }

  let groups: Array<{ lab: Rgb; rgb: Rgb; weight: number }> = []
  for (let round = 0; round < 12; round++) {
    const sums = centres.map(() => ({ l: 0, a: 0, b: 0, r: 0, g: 0, bl: 0, weight: 0 }))
    for (const bin of bins) {
      let nearest = 0
      for (let c = 1; c < centres.length; c++) if (distance(centres[c], bin.lab) < distance(centres[nearest], bin.lab)) nearest = c
      const sum = sums[nearest]
      sum.l += bin.lab[0] * bin.weight
      sum.a += bin.lab[1] * bin.weight
      sum.b += bin.lab[2] * bin.weight
      sum.r += bin.rgb[0] * bin.weight
      sum.g += bin.rgb[1] * bin.weight
      sum.bl += bin.rgb[2] * bin.weight
      sum.weight += bin.weight
    }
    groups = sums
      .filter((sum) => sum.weight > 0)
      .map((sum) => ({
        lab: [sum.l / sum.weight, sum.a / sum.weight, sum.b / sum.weight] as Rgb,
        rgb: [sum.r / sum.weight, sum.g / sum.weight, sum.bl / sum.weight] as Rgb,
        weight: sum.weight,
      }))
    const moved = groups.length !== centres.length || groups.some((group, index) => distance(group.lab, centres[index]) > 0.5)
    centres.splice(0, centres.length, ...groups.map((group) => group.lab))
    if (!moved) break
  }

  // Two centres closer than a clearly visible step are one colour.
  const merged: typeof groups = []
  for (const group of groups.sort((a, b) => b.weight - a.weight)) {
    const twin = merged.find((kept) => distance(kept.lab, group.lab) < mergeDistance)
    if (twin) twin.weight += group.weight
    else merged.push({ ...group })
  }
  return merged.map((group) => ({ hex: rgbToHex(group.rgb), share: Math.round((group.weight / total) * 1000) / 1000 })).filter((swatch) => swatch.share >= minSwatchShare)
}

/**
 * The vocabulary colours a picture's swatches propose: each swatch counts for the vocabulary colour
 * nearest to it, and a colour is proposed when its swatches cover at least its `minProposalShare`
 * of the picture. Colours with colour in them come first, then neutral ones, each by share; at most
 * `maxProposed`, and the largest colour of the picture always.
 */
export function proposeColours(swatches: readonly Swatch[], vocabulary: readonly VocabularyColour[]): Array<VocabularyColour['id']> {
  const known = vocabulary.flatMap((entry) => {
    const rgb = hexToRgb(entry.hex)
    if (!rgb) return []
    const lab = rgbToLab(rgb)
    return [{ id: entry.id, lab, neutral: Math.hypot(lab[1], lab[2]) < neutralChroma }]
  })
  if (known.length === 0) return []
  const shares = new Map<(typeof known)[number], number>()
  for (const swatch of swatches) {
    const rgb = hexToRgb(swatch.hex)
    if (!rgb) continue
    const lab = rgbToLab(rgb)
    const nearest = known.reduce((best, entry) => (distance(entry.lab, lab) < distance(best.lab, lab) ? entry : best))
    shares.set(nearest, (shares.get(nearest) ?? 0) + swatch.share)
  }
  const bySize = [...shares].sort((a, b) => b[1] - a[1])
  if (bySize.length === 0) return []
  const chosen = bySize.filter(([entry, share]) => share >= minProposalShare[entry.neutral ? 'neutral' : 'chromatic'])
  const ordered = [...chosen.filter(([entry]) => !entry.neutral), ...chosen.filter(([entry]) => entry.neutral)].map(([entry]) => entry)
  const largest = bySize[0][0]
  const proposal = ordered.slice(0, maxProposed)
  if (!proposal.includes(largest)) proposal.splice(maxProposed - 1, 1, largest)
  return proposal.map((entry) => entry.id)
}
