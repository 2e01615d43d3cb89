/**
 * A request's body as text, read only up to `maxBytes`: null when it declares more, or sends more
 * than it declared (the rest is not read). For route handlers that take small bodies from anyone
 * (the GraphQL endpoint, the CSP reports), so a large body costs the site no memory.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
