import type { Crew } from '@/cms/payload-types'
import { DocumentView, populated } from '@/features/content/shared'
import { documentRoute } from '@/features/content/routes'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Crew>({
  collection: 'crew',
  basePath: '/crew',
  title: (doc) => doc.name,
  render: (doc) => <DocumentView title={doc.name} kicker={doc.role} image={populated(doc.portrait)} body={doc.bio} testId="crew-detail" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
