/**
 * Theme rules (SPEC §4, DESIGN.md): dark is the default; a remembered choice wins; without one,
 * a browser that prefers a light scheme gets light. The choice lives in localStorage and in the
 * `theme` cookie, and is applied by an inline script before first paint.
 */

export const themes = ['dark', 'light'] as const
export type Theme = (typeof themes)[number]
export const defaultTheme: Theme = 'dark'
export const themeStorageKey = 'theme'
export const themeCookieName = 'theme'
/** One year, like the locale cookie. */
export const themeCookieMaxAge = 365 * 24 * 60 * 60

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light'
}

/** The theme to show: the stored choice, else light only when the browser prefers light, else dark. */
export function chooseTheme(stored: string | null | undefined, prefersLight: boolean): Theme {
  if (isTheme(stored)) return stored
  return prefersLight ? 'light' : defaultTheme
}

/** The other theme, for the toggle. */
export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark'
}

/** The value of the theme cookie, as the toggle writes it. */
export function themeCookie(theme: Theme): string {
  return `${themeCookieName}=${theme}; Path=/; Max-Age=${themeCookieMaxAge}; SameSite=Lax`
}

/**
 * The inline script of <head>: the same rule as chooseTheme, written out by hand because it runs
 * before any bundle. Storage may throw (privacy modes), so the cookie is the second source.
 */
export const themeScript = `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem('${themeStorageKey}')}catch(e){}if(s!=='dark'&&s!=='light'){var m=/(?:^|;\\s*)${themeCookieName}=(dark|light)(?:;|$)/.exec(document.cookie||'');s=m?m[1]:null}var t=s||(window.matchMedia&&window.matchMedia('(prefers-color-scheme: light)').matches?'light':'${defaultTheme}');d.setAttribute('data-theme',t);d.style.colorScheme=t})()`
