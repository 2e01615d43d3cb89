import type { Leasing } from '@/cms/payload-types'
import { documentRoute } from '@/features/content/routes'
import { LeasingOfferView } from '@/features/leasing/LeasingOfferView'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Leasing>({
  collection: 'leasing',
  basePath: '/leasing',
  title: (doc) => doc.title,
  render: (doc, locale) => <LeasingOfferView offer={doc} locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
