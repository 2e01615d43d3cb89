/**
 * `npm run pyramids`: makes the deep zoom pyramid of every original of 4,000 px or more stored
 * without one (src/features/uploads/pyramids.ts). Uploads get theirs when saved and no visitor's
 * request cuts one (issue 46 point 3), so originals stored otherwise — before this, by an import,
 * by copying files, or after a restore emptied MEDIA_CACHE_DIR — show the plain picture in the
 * image viewer until this has run. `npm start` does it too before the site starts; run it again
 * after an upload whose pyramid failed (the server's log says so). Exits 1 when one failed.
 */
export {}

const [{ getPayload }, { default: config }, { makeMissingPyramids }] = await Promise.all([
  import('payload'),
  import('../src/payload.config'),
  import('../src/features/uploads/pyramids'),
])
const payload = await getPayload({ config })
let failed = 0
try {
  const summary = await makeMissingPyramids(payload, (line) => console.log(line))
  failed = summary.failed
  console.log(`${summary.large} large original(s): ${summary.made} pyramid(s) made, ${summary.failed} failed.`)
} finally {
  await payload.destroy()
}
process.exit(failed > 0 ? 1 : 0)
