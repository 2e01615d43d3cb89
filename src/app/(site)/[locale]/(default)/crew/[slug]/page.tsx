import type { Crew } from '@/cms/payload-types'
import { documentRoute } from '@/features/content/routes'
import { CrewView } from '@/features/crew/CrewView'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Crew>({
  collection: 'crew',
  basePath: '/crew',
  title: (doc) => doc.name,
  render: (doc, locale) => <CrewView member={doc} locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
