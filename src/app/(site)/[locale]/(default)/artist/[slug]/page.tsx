/** /artist/{slug} shows the same page as /artists/{slug}, which it declares as canonical URL. */
export { default, generateMetadata, generateStaticParams } from '../../artists/[slug]/page'

export const revalidate = 600
