import type { WerkstattpalastPage } from '@/cms/payload-types'
import { teaserListRoute } from '@/features/content/routes'

export const revalidate = 600

const route = teaserListRoute<WerkstattpalastPage>({
  collection: 'werkstattpalast-pages',
  path: '/werkstattpalast',
  navKey: 'werkstattpalast',
  sort: 'order',
  testId: 'wsp-list',
  item: (doc) => ({ id: doc.id, href: `/werkstattpalast/${doc.slug}`, title: doc.title, subtitle: doc.intro }),
})

export const generateMetadata = route.generateMetadata
export default route.Page
