import { isGlobalSearchEnabled } from '../loaders'
import { GlobalSearch } from './GlobalSearch'

/** The header's search, unless staff turned it off in the site settings (`globalSearchEnabled`). */
export async function SearchButton() {
  if (!(await isGlobalSearchEnabled())) return null
  return <GlobalSearch />
}
