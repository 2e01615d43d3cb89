import type { InquiryTopic } from '@/cms/payload-types'
import { teaserListRoute } from '@/features/content/routes'

export const revalidate = 600

const route = teaserListRoute<InquiryTopic>({
  collection: 'inquiry-topics',
  path: '/inquiry',
  navKey: 'inquiry',
  sort: 'order',
  testId: 'inquiry-list',
  item: (doc) => ({ id: doc.id, href: `/inquiry/${doc.slug}`, title: doc.title, subtitle: doc.intro }),
})

export const generateMetadata = route.generateMetadata
export default route.Page
