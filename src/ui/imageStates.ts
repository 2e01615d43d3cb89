/**
 * The load states of the site's images (src/ui/ImageElement.tsx), for the whole page from one place:
 * started once by the site's client behaviours, it follows every `.image` wrapper there is and
 * will be (a page navigated to, works loaded while scrolling, the viewer).
 *
 * - `data-loaded="false"` on an image still loading when scripts started or added later (CSS hides
 *   it, then fades it in), `"true"` once loaded. Nothing is hidden before scripts run, so a slow
 *   script never keeps an already loaded picture invisible.
 * - A picture that fails to load is replaced by the default profile image (`data-fallback`, the
 *   WebP source removed so the browser takes the fallback) and `vernissage:image-error` is fired
 *   with the address that failed. The fallback itself failing does not loop.
 *
 * Load and error events do not bubble; the listeners capture them on the document. What happened
 * before they were added (the HTML's images, loaded or broken before hydration) is read from the
 * elements.
 */
import { defaultProfileImage, emitImageError } from './ImageElement'

const wrapperSelector = '.image'

function wrapperOf(img: HTMLImageElement): HTMLElement | null {
  const wrapper = img.closest(wrapperSelector)
  return wrapper instanceof HTMLElement && wrapper.querySelector('img') === img ? wrapper : null
}

function fallBack(img: HTMLImageElement, wrapper: HTMLElement): void {
  if (wrapper.hasAttribute('data-fallback')) return
  const attempted = img.currentSrc || img.src
  wrapper.setAttribute('data-fallback', 'true')
  wrapper.setAttribute('data-loaded', 'false')
  img.parentElement?.querySelectorAll('source').forEach((source) => source.remove())
  img.removeAttribute('srcset')
  img.removeAttribute('sizes')
  img.src = defaultProfileImage
  emitImageError(attempted)
}

/** The state of an image the listeners did not see load or fail. */
function settle(img: HTMLImageElement): void {
  const wrapper = wrapperOf(img)
  if (!wrapper || wrapper.hasAttribute('data-loaded')) return
  if (img.complete && img.naturalWidth > 0) wrapper.setAttribute('data-loaded', 'true')
  // A lazy image not yet requested has no currentSrc and is still to load.
  else if (img.complete && img.currentSrc) fallBack(img, wrapper)
  else wrapper.setAttribute('data-loaded', 'false')
}

function settleWithin(root: ParentNode): void {
  root.querySelectorAll<HTMLImageElement>(`${wrapperSelector} img`).forEach(settle)
}

/** Starts following the page's images; returns the function that stops it. */
export function watchImages(doc: Document = document): () => void {
  const onLoad = (event: Event) => {
    const img = event.target
    if (!(img instanceof HTMLImageElement)) return
    const wrapper = wrapperOf(img)
    if (wrapper) wrapper.setAttribute('data-loaded', 'true')
  }
  const onError = (event: Event) => {
    const img = event.target
    if (!(img instanceof HTMLImageElement)) return
    const wrapper = wrapperOf(img)
    if (wrapper) fallBack(img, wrapper)
  }
  doc.addEventListener('load', onLoad, true)
  doc.addEventListener('error', onError, true)
  settleWithin(doc)
  const added = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return
        if (node instanceof HTMLImageElement) settle(node)
        else settleWithin(node)
      })
    }
  })
  added.observe(doc.body, { childList: true, subtree: true })
  return () => {
    doc.removeEventListener('load', onLoad, true)
    doc.removeEventListener('error', onError, true)
    added.disconnect()
  }
}
