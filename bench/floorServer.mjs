// The floor (bench/floor/): a bare Next.js app of the project's own next, react and react-dom,
// built here when its build is missing or older than its sources (or than Next itself) and served
// with `next start` on a free port, in a process group of its own. The reference the benchmarks
// measure the site beside, in the same run (bench/lighthouse.mjs, bench/uncached.mjs).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const floorDir = path.join(root, 'bench/floor')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

/** Builds the floor if needed and starts it; answers once `readyPath` answers. `stop()` ends it. */
export async function serveFloor(readyPath = '/text') {
  await drawPictures()
  await buildFloor()
  return startFloor(readyPath)
}

/** The newest modification time under a folder, its build and pictures left out. */
function newest(dir) {
  let latest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'public') continue
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs)
  }
  return latest
}

/** Six pictures of coloured fields for the floor's /images (public/ is not in git). */
async function drawPictures() {
  const dir = path.join(floorDir, 'public/pictures')
  fs.mkdirSync(dir, { recursive: true })
  const palettes = [
    ['#7a2e1d', '#c9a227', '#2b3a55'],
    ['#1f4e5f', '#e0c9a6', '#8c3b2f'],
    ['#3d5a3d', '#d9b44a', '#5a2e4d'],
    ['#5b4636', '#9fb8ad', '#c2542d'],
    ['#2e2a4f', '#e6a57e', '#4f7c6b'],
    ['#6b1f2a', '#d8d2c4', '#2f4858'],
  ]
  for (const [i, [ground, upper, lower]] of palettes.entries()) {
    const file = path.join(dir, `${i + 1}.jpg`)
    if (fs.existsSync(file)) continue
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><rect width="960" height="720" fill="${ground}"/><rect x="70" y="60" width="820" height="300" fill="${upper}" fill-opacity="0.85"/><rect x="70" y="390" width="820" height="270" fill="${lower}" fill-opacity="0.9"/><circle cx="${200 + i * 90}" cy="360" r="120" fill="${upper}" fill-opacity="0.35"/></svg>`
    await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file)
  }
}

/** Builds the floor when its build is missing or older than its sources or than Next itself. */
async function buildFloor() {
  const built = path.join(floorDir, '.next/BUILD_ID')
  const sources = Math.max(newest(floorDir), fs.statSync(path.join(root, 'node_modules/next/package.json')).mtimeMs)
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return
  console.error(`Building the floor (${path.relative(root, floorDir)}) …`)
  const child = spawn(process.execPath, [nextBin, 'build', floorDir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', process.stderr, process.stderr],
  })
  const code = await new Promise((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`building the floor failed (exit ${code})`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** `next start` for the floor, in a process group of its own so that stopping it stops all of it. */
async function startFloor(floorPath) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [nextBin, 'start', floorDir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', process.stderr],
    detached: true,
  })
  let exited = null
  child.on('exit', (code) => (exited = code ?? 'signal'))
  const stop = () => {
    if (exited === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (exited !== null) throw new Error(`the floor's server stopped (exit ${exited})`)
    try {
      if ((await fetch(`${url}${floorPath}`)).ok) return { url, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`the floor did not answer at ${url}${floorPath} within 60 s`)
}
