/** Pure and free of Node APIs: the preview banner (a client component) uses it. */

/** Whether two browser paths are the same page (a trailing slash and percent-encoding aside). */
export function samePage(a: string, b: string): boolean {
  const normal = (path: string) => {
    let decoded = path
    try {
      decoded = decodeURIComponent(path)
    } catch {
      // keep the raw path
    }
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
  }
  return normal(a) === normal(b)
}
