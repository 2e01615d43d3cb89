#!/usr/bin/env node
// The inline React Server Components payload of public pages (issue 33 point 3): what the browser
// must parse and hydrate besides the HTML. Prints, per page, the HTML's size, the payload's size
// (the `self.__next_f.push` strings, decoded), and the payload's largest parts by kind: image
// candidates (srcset), class names, text, and the rest. Usage:
//   node bench/rsc-payload.mjs [base URL, default http://localhost:3000] [path …]
const base = process.argv[2] ?? 'http://localhost:3000'
const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/en', '/artworks', '/en/artworks']

/** The decoded strings of the page's `self.__next_f.push([1, "…"])` calls. */
function payloadOf(html) {
  const parts = []
  for (const [, literal] of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) parts.push(JSON.parse(literal))
  return parts.join('')
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const size = (text) => Buffer.byteLength(text, 'utf8')

for (const path of paths) {
  const response = await fetch(new URL(path, base), { headers: { 'accept-language': path.startsWith('/en') ? 'en' : 'de' } })
  const html = await response.text()
  const payload = payloadOf(html)
  const srcsets = [...payload.matchAll(/"(?:srcSet|imageSrcSet)":"[^"]*"/g)].reduce((sum, [match]) => sum + size(match), 0)
  const sizes = [...payload.matchAll(/"(?:sizes|imageSizes)":"[^"]*"/g)].reduce((sum, [match]) => sum + size(match), 0)
  const classes = [...payload.matchAll(/"className":"[^"]*"/g)].reduce((sum, [match]) => sum + size(match), 0)
  const elements = (payload.match(/\["\$","/g) ?? []).length
  console.log(
    `${path.padEnd(16)} status ${response.status}  HTML ${kb(size(html)).padStart(9)}  payload ${kb(size(payload)).padStart(9)}  elements ${String(elements).padStart(4)}  srcset ${kb(srcsets)}  sizes ${kb(sizes)}  className ${kb(classes)}`,
  )
}
