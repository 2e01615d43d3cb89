import Link from 'next/link'

export default function Home() {
  return (
    <>
      <h1>Floor</h1>
      <p>
        A bare Next.js page to measure the site against. The reference is the <Link href="/text">text page</Link>; the <Link href="/images">image page</Link> adds pictures.
      </p>
    </>
  )
}
