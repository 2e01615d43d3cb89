import type { Magazine } from '@/cms/payload-types'
import { populated } from '@/features/content/shared'
import { teaserListRoute } from '@/features/content/routes'

export const revalidate = 600

const route = teaserListRoute<Magazine>({
  collection: 'magazine',
  path: '/magazine',
  navKey: 'magazine',
  sort: '-publishDate',
  testId: 'magazine-list',
  item: (doc) => ({ id: doc.id, href: `/magazine/${doc.slug}`, title: doc.title, subtitle: doc.teaser, image: populated(doc.cover) }),
})

export const generateMetadata = route.generateMetadata
export default route.Page
