import type { Curator } from '@/cms/payload-types'
import { documentRoute } from '@/features/content/routes'
import { CuratorView } from '@/features/curators/CuratorView'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Curator>({
  collection: 'curators',
  basePath: '/curator',
  title: (doc) => doc.name,
  // The portrait is the only relation the page shows; the exhibitions are loaded by the view.
  depth: 1,
  render: (doc, locale) => <CuratorView curator={doc} locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
