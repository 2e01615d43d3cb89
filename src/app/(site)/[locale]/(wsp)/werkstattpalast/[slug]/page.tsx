import type { WerkstattpalastPage } from '@/cms/payload-types'
import { Blocks } from '@/features/content/Blocks'
import { DocumentView } from '@/features/content/shared'
import { documentRoute } from '@/features/content/routes'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<WerkstattpalastPage>({
  collection: 'werkstattpalast-pages',
  basePath: '/werkstattpalast',
  title: (doc) => doc.title,
  render: (doc) => (
    <DocumentView title={doc.title} lead={doc.intro} testId="wsp-detail">
      <Blocks blocks={doc.layout} eagerFirst />
    </DocumentView>
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
