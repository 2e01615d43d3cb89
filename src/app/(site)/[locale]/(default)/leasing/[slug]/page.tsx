import type { Leasing } from '@/cms/payload-types'
import { DocumentView } from '@/features/content/shared'
import { documentRoute } from '@/features/content/routes'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Leasing>({
  collection: 'leasing',
  basePath: '/leasing',
  title: (doc) => doc.title,
  render: (doc) => <DocumentView title={doc.title} lead={doc.teaser} body={doc.body} testId="leasing-detail" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
