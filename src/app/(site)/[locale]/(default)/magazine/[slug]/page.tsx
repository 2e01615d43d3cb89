import type { Magazine } from '@/cms/payload-types'
import { DocumentView, populated } from '@/features/content/shared'
import { documentRoute } from '@/features/content/routes'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Magazine>({
  collection: 'magazine',
  basePath: '/magazine',
  title: (doc) => doc.title,
  render: (doc) => <DocumentView title={doc.title} kicker={doc.author} lead={doc.teaser} image={populated(doc.cover)} body={doc.body} testId="magazine-detail" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
