/**
 * Outdated browsers are sent to /upgrade-browser (docs/behaviour.md#upgrade-browser). The supported browsers are Next.js 16's
 * own targets, written out in package.json "browserslist": chrome 111, edge 111, firefox 111,
 * safari 16.4. Every one of them passes the probes below; a browser failing one cannot run the site.
 */
import { upgradeBrowserPath } from './constants'
import { localePrefixOf, withoutLocale } from './routes'

export type FeatureProbes = Record<string, () => boolean>

/** The features the site relies on, probed without throwing. */
export function browserProbes(win: Window & typeof globalThis): FeatureProbes {
  return {
    esModules: () => typeof win.HTMLScriptElement === 'function' && 'noModule' in win.HTMLScriptElement.prototype,
    cssVariables: () => typeof win.CSS?.supports === 'function' && win.CSS.supports('color', 'var(--x)'),
    intersectionObserver: () => 'IntersectionObserver' in win,
    fetch: () => 'fetch' in win,
  }
}

/** The names of the probes that fail (a probe that throws fails). */
export function missingFeatures(probes: FeatureProbes): string[] {
  return Object.entries(probes)
    .filter(([, probe]) => {
      try {
        return !probe()
      } catch {
        return true
      }
    })
    .map(([name]) => name)
}

/** Where to send the visitor: the upgrade page in their language, or null (nothing missing, or already there). */
export function upgradeTarget(pathname: string, missing: readonly string[]): string | null {
  if (missing.length === 0) return null
  if (withoutLocale(pathname).replace(/\/$/, '') === upgradeBrowserPath) return null
  return `${localePrefixOf(pathname)}${upgradeBrowserPath}`
}
