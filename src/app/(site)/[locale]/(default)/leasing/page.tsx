import type { Leasing } from '@/cms/payload-types'
import { teaserListRoute } from '@/features/content/routes'
import { LeasableWorks } from '@/features/leasing/LeasableWorks'

export const revalidate = 600

const route = teaserListRoute<Leasing>({
  collection: 'leasing',
  path: '/leasing',
  navKey: 'leasing',
  sort: 'title',
  testId: 'leasing-list',
  item: (doc) => ({ id: doc.id, href: `/leasing/${doc.slug}`, title: doc.title, subtitle: doc.teaser }),
  // The offers' teasers have no pictures: the works' first is the page's first.
  after: (locale) => LeasableWorks({ locale, first: true }),
})

export const generateMetadata = route.generateMetadata
export default route.Page
