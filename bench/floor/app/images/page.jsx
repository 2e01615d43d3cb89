import Image from 'next/image'

// Six pictures as a gallery page shows them: the first two eager, the rest lazy. The files are
// drawn by bench/lighthouse.mjs before the build (public/ is not in git).
export const metadata = { title: 'Images · Floor' }

const pictures = Array.from({ length: 6 }, (_, i) => `/pictures/${i + 1}.jpg`)

export default function Images() {
  return (
    <>
      <h1>Images</h1>
      {pictures.map((src, i) => (
        <figure key={src} style={{ margin: '0 0 1.5rem' }}>
          <Image
            src={src}
            alt={`Picture ${i + 1}: coloured fields`}
            width={960}
            height={720}
            preload={i === 0}
            fetchPriority={i === 0 ? 'high' : undefined}
            loading={i < 2 ? 'eager' : 'lazy'}
            style={{ width: '100%', height: 'auto' }}
          />
          <figcaption>Picture {i + 1}</figcaption>
        </figure>
      ))}
    </>
  )
}
