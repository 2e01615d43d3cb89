/**
 * The words of a Lexical rich text as one plain string, for the index. The database hands it over
 * as JSON text (SQLite) or as parsed JSON (PostgreSQL); anything unreadable counts as no text.
 */
type Node = { text?: unknown; children?: unknown; root?: unknown }

export function richTextToPlain(value: unknown, maxLength = 20_000): string {
  let data: unknown = value
  if (typeof value === 'string') {
    if (!value.startsWith('{')) return value.slice(0, maxLength)
    try {
      data = JSON.parse(value)
    } catch {
      return ''
    }
  }
  const parts: string[] = []
  let length = 0
  const visit = (node: unknown): void => {
    if (length >= maxLength || !node || typeof node !== 'object') return
    const { text, children, root } = node as Node
    if (typeof text === 'string') {
      parts.push(text)
      length += text.length + 1
    }
    if (root) visit(root)
    if (Array.isArray(children)) for (const child of children) visit(child)
  }
  visit(data)
  return parts.join(' ').slice(0, maxLength)
}
