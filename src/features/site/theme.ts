/**
 * Theme rules (docs/behaviour.md#themes, DESIGN.md): dark is the default for every visitor who has not chosen,
 * whatever the operating system prefers; a remembered choice wins. The choice lives in localStorage
 * and in the `theme` cookie, and is applied by an inline script before first paint.
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

/**
 * The theme to show: the stored choice (localStorage first, then the cookie, since storage can be
 * off in privacy modes), else dark. The colour-scheme preference of the system plays no part.
 */
export function chooseTheme(stored: string | null | undefined, cookie: string | null | undefined = null): Theme {
  if (isTheme(stored)) return stored
  if (isTheme(cookie)) return cookie
  return defaultTheme
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
 * before any bundle. The server renders data-theme="dark", so without a choice (or without
 * JavaScript) the page is dark from the first byte; the script only switches to a stored light.
 * It also marks <html data-js>, so what only visitors without JavaScript need (the explorer's
 * Apply button) is hidden by CSS before the first paint instead of after hydration (which moved
 * the works below it: a layout shift of 0.035 on a phone, issue 18).
 */
export const themeScript = `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem('${themeStorageKey}')}catch(e){}if(s!=='dark'&&s!=='light'){var m=/(?:^|;\\s*)${themeCookieName}=(dark|light)(?:;|$)/.exec(document.cookie||'');s=m?m[1]:null}var t=s||'${defaultTheme}';d.setAttribute('data-theme',t);d.style.colorScheme=t;d.setAttribute('data-js','')})()`
