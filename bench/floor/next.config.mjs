// The floor's only settings: pictures served as they are (as the site serves them), no X-Powered-By
// header (as the site), and the repository as Turbopack's root, where next, react and react-dom are.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export default {
  images: { unoptimized: true },
  poweredByHeader: false,
  turbopack: { root },
}
