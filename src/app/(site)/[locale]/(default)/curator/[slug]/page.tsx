import type { Curator } from '@/cms/payload-types'
import { DocumentView, populated } from '@/features/content/shared'
import { documentRoute } from '@/features/content/routes'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Curator>({
  collection: 'curators',
  basePath: '/curator',
  title: (doc) => doc.name,
  render: (doc) => <DocumentView title={doc.name} image={populated(doc.portrait)} body={doc.biography} testId="curator-detail" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
