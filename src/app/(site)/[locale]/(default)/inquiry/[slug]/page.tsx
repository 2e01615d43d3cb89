import type { InquiryTopic } from '@/cms/payload-types'
import { DocumentView } from '@/features/content/shared'
import { documentRoute } from '@/features/content/routes'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<InquiryTopic>({
  collection: 'inquiry-topics',
  basePath: '/inquiry',
  title: (doc) => doc.title,
  render: (doc) => <DocumentView title={doc.title} lead={doc.intro} body={doc.body} testId="inquiry-detail" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
