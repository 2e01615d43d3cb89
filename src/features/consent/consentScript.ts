import { consentCookieName, knownCookieName } from './consentCookies'

/** On <html> while the banner asks (`ask`) or the settings are open (`settings`). */
export const consentAttribute = 'data-consent'

/**
 * The inline script that runs before the page content is parsed: it marks <html> with
 * data-consent="ask" when the visitor has to choose, so the banner (in the cached HTML, hidden by
 * default) shows at first paint for them and never flashes for a returning visitor. Written out
 * by hand because it runs before any bundle; it follows readConsent + needsDecision
 * (./consentCookies.ts), and consentScript.test.ts checks that they agree.
 */
export function consentScript(optionalIds: readonly string[]): string {
  // JSON inside <script>: "<" is escaped so no id could close the element (ids are [a-z0-9_-] anyway).
  const ids = JSON.stringify(optionalIds).replace(/</g, '\\u003c')
  return `(function(){var ids=${ids};if(!ids.length)return;var c=document.cookie||'';function g(n){var p=c.split(';');for(var i=0;i<p.length;i++){var q=p[i],e=q.indexOf('=');if(e>=0&&q.slice(0,e).trim()===n){var v=q.slice(e+1).trim();try{return decodeURIComponent(v)}catch(x){return v}}}return null}var s=g('${consentCookieName}'),k=g('${knownCookieName}'),ask=(s!=='true'&&s!=='false')||k===null;if(!ask){var known=k.split('~');for(var j=0;j<ids.length;j++)if(known.indexOf(ids[j])<0){ask=true;break}}if(ask)document.documentElement.setAttribute('${consentAttribute}','ask')})()`
}
