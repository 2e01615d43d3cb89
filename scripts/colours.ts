/**
 * `npm run colours`: reads the colours of every picture that has none yet and gives every work
 * without colours the ones proposed from its first picture (src/features/artworks/fillColours.ts).
 * `npm start` and `npm run migrate` do this once by themselves after the upgrade that brought
 * colours read from pictures; run it again after copying pictures in by other means. A running
 * site shows the new colours once it is restarted (or, with several instances, redeployed).
 */
export {}

const [{ getPayload }, { default: config }, { fillColoursFromPictures }] = await Promise.all([
  import('payload'),
  import('../src/payload.config'),
  import('../src/features/artworks/fillColours'),
])
const payload = await getPayload({ config })
try {
  const summary = await fillColoursFromPictures(payload, (line) => console.log(line))
  console.log(`${summary.pictures} picture(s) read, ${summary.works} work(s) given colours.`)
} finally {
  await payload.destroy()
}
process.exit(0)
