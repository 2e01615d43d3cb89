import type { Exhibition } from '@/cms/payload-types'
import { ExhibitionView } from '@/features/exhibitions/ExhibitionView'
import { documentRoute } from '@/features/content/routes'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Exhibition>({
  collection: 'exhibitions',
  basePath: '/exhibitions',
  title: (doc) => doc.title,
  render: (doc, locale) => <ExhibitionView exhibition={doc} locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
