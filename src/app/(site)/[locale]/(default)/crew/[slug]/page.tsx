import type { Crew } from '@/cms/payload-types'
import { documentRoute } from '@/features/content/routes'
import { CrewExplorer } from '@/features/crew/CrewExplorer'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Crew>({
  collection: 'crew',
  basePath: '/crew',
  title: (doc) => doc.name,
  // The crew explorer with this member open; title, canonical and hreflang stay the member's own.
  render: (doc, locale) => <CrewExplorer locale={locale} open={doc} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
