import type { Crew } from '@/cms/payload-types'
import { populated } from '@/features/content/shared'
import { teaserListRoute } from '@/features/content/routes'

export const revalidate = 600

const route = teaserListRoute<Crew>({
  collection: 'crew',
  path: '/crew',
  navKey: 'crew',
  sort: 'order',
  testId: 'crew-list',
  item: (doc) => ({ id: doc.id, href: `/crew/${doc.slug}`, title: doc.name, subtitle: doc.role, image: populated(doc.portrait) }),
})

export const generateMetadata = route.generateMetadata
export default route.Page
