/** Reading speed the magazine assumes for its "5 min read": a common figure for an adult reader. */
export const wordsPerMinute = 200

/** Words of a text: runs between white space that hold a letter or digit (a lone "–" is no word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** Minutes to read a text at 200 words per minute, rounded up; at least 1, even for an empty text. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute))
}
