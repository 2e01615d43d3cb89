// The header's other nine links lead somewhere real, so that their prefetches find a page.
export const dynamicParams = false

export function generateStaticParams() {
  return Array.from({ length: 9 }, (_, i) => ({ n: String(i + 1) }))
}

export default async function Section({ params }) {
  const { n } = await params
  return (
    <>
      <h1>Section {n}</h1>
      <p>One of the header&apos;s links.</p>
    </>
  )
}
