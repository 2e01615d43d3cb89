/**
 * Lexical editor state as @payloadcms/richtext-lexical stores it: the same JSON its
 * `buildEditorState` helper and the admin editor write (root → block nodes → text nodes, each
 * with `version`, element nodes with direction/format/indent).
 */

/** One block of a text: a paragraph (with optional `**bold**` runs), a heading or a list. */
export type TextBlock = string | { heading: string; tag?: 'h2' | 'h3' | 'h4' } | { list: string[]; ordered?: boolean }

export type LexicalTextNode = {
  type: 'text'
  text: string
  detail: 0
  format: number
  mode: 'normal'
  style: ''
  version: 1
}

export type LexicalElementNode = {
  type: string
  children: (LexicalElementNode | LexicalTextNode)[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
  [key: string]: unknown
}

export type LexicalState = {
  root: {
    type: 'root'
    children: LexicalElementNode[]
    direction: 'ltr'
    format: ''
    indent: 0
    version: 1
  }
}

const BOLD = 1

/** `Der **Kern** des Hauses` → three text nodes, the middle one bold. */
export function textNodes(text: string): LexicalTextNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        text: bold ? part.slice(2, -2) : part,
        detail: 0,
        format: bold ? BOLD : 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

function element(type: string, children: LexicalElementNode['children'], extra: Record<string, unknown> = {}): LexicalElementNode {
  return { type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra }
}

export function paragraph(text: string): LexicalElementNode {
  // textFormat/textStyle: what Lexical's ParagraphNode writes for the caret's format.
  return element('paragraph', textNodes(text), { textFormat: 0, textStyle: '' })
}

export function heading(text: string, tag: 'h2' | 'h3' | 'h4' = 'h2'): LexicalElementNode {
  return element('heading', textNodes(text), { tag })
}

export function list(items: string[], ordered = false): LexicalElementNode {
  const children = items.map((item, index) => element('listitem', textNodes(item), { value: index + 1 }))
  return element('list', children, { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' })
}

/** A whole rich text from blocks: `richText(['Erster Absatz', { heading: 'Mehr' }, 'Zweiter'])`. */
export function richText(blocks: readonly TextBlock[]): LexicalState {
  const children = blocks.map((block) => {
    if (typeof block === 'string') return paragraph(block)
    if ('heading' in block) return heading(block.heading, block.tag)
    return list(block.list, block.ordered)
  })
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}

/** The plain text of a state, for tests and search snippets. */
export function plainText(state: LexicalState): string {
  const walk = (node: LexicalElementNode | LexicalTextNode): string =>
    node.type === 'text' ? (node as LexicalTextNode).text : (node as LexicalElementNode).children.map(walk).join('')
  return state.root.children.map(walk).join('\n')
}
