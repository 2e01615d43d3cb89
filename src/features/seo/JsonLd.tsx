import { serializeJsonLd, type JsonLd as JsonLdData } from './structuredData'

/**
 * Structured data for search engines, rendered on the server into the page. The JSON is
 * escaped (`<` as \u003c …) so text from the CMS can never close the script element.
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
