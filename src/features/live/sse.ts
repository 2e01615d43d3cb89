/** One Server-Sent Event: its name (`message` when none is given) and its data lines joined. */
export type SseEvent = { event: string; data: string }

/**
 * A parser for a text/event-stream read in chunks of any size: feed it decoded text, it calls
 * `onEvent` for each complete event and `onComment` for comment lines (the heartbeats).
 */
export function createSseParser(onEvent: (event: SseEvent) => void, onComment: () => void = () => {}): (chunk: string) => void {
  let buffer = ''
  let name = ''
  let data: string[] = []
  const line = (text: string) => {
    if (text === '') {
      if (data.length || name) onEvent({ event: name || 'message', data: data.join('\n') })
      name = ''
      data = []
      return
    }
    if (text.startsWith(':')) return onComment()
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') name = value
    else if (field === 'data') data.push(value)
  }
  return (chunk: string) => {
    buffer += chunk
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/)
      if (end === -1) break
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (buffer[end] === '\r' && end === buffer.length - 1) break
      const length = buffer.startsWith('\r\n', end) ? 2 : 1
      line(buffer.slice(0, end))
      buffer = buffer.slice(end + length)
    }
  }
}
