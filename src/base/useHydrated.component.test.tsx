/**
 * An admin button whose handler only exists once React has hydrated (src/base/useHydrated.ts)
 * is disabled in the server's HTML and enabled after hydration, so a click made while the admin is
 * still loading waits instead of being lost. In Chromium, with React's own server renderer.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { flushSync } from 'react-dom'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { useHydrated } from './useHydrated'

function OpenButton({ onOpen }: { onOpen: () => void }) {
  const hydrated = useHydrated()
  return (
    <button type="button" onClick={onOpen} disabled={!hydrated}>
      Open
    </button>
  )
}

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  document.body.innerHTML = ''
})

describe('useHydrated', () => {
  it('is false in the server HTML, true once hydrated; the click then reaches the handler', async () => {
    let opened = 0
    const host = document.createElement('div')
    host.innerHTML = renderToString(<OpenButton onOpen={() => opened++} />)
    document.body.append(host)
    const button = host.querySelector('button')!
    expect(button.disabled).toBe(true)
    button.click()
    expect(opened).toBe(0)

    flushSync(() => roots.push(hydrateRoot(host, <OpenButton onOpen={() => opened++} />)))
    await expect.poll(() => host.querySelector('button')!.disabled).toBe(false)
    host.querySelector('button')!.click()
    expect(opened).toBe(1)
  })
})
