/**
 * The site's one stylesheet (src/app/(site)/[locale]/styles.css), loaded before every component
 * test as every public page loads it: components import no stylesheet of their own, and sizes,
 * layers and positions are checked as visitors get them. The page is marked as running
 * JavaScript (`<html data-js>`, as the site's theme script does), or the stylesheet would hide the
 * controls only a script can work.
 */
import '../../src/app/(site)/[locale]/styles.css'

document.documentElement.setAttribute('data-js', '')
