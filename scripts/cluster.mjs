// Pieces of a cluster on one machine, for the cluster test (tests/e2e/cluster.e2e.test.ts) and
// its bench (bench/cluster.mjs): app instances started from one build as `npm run serve` starts
// them, and a round-robin load balancer in front — nginx with the example configuration of docs/operations.md
// (deploy/nginx.conf), or, where nginx is not installed, a few lines of Node that do the same.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { root } from './lib.mjs'

export const exampleNginxConfig = path.join(root, 'deploy', 'nginx.conf')

export function nginxAvailable() {
  return spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0
}

/**
 * The example configuration with this machine's ports: the `upstream` lists `upstreams`, the
 * server listens on `port`. Everything else is the file as operators copy it.
 */
export function renderNginxConfig(port, upstreams, cacheDir, source = fs.readFileSync(exampleNginxConfig, 'utf8')) {
  const servers = upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')
  const rendered = source
    .replace(/(upstream vernissage \{[\s\S]*?)((?:\s*server [^\n]+\n)+)/, (_, head) => `${head}\n${servers}\n`)
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${cacheDir}`)
  if (!rendered.includes(servers) || !rendered.includes(`listen 127.0.0.1:${port};`) || !rendered.includes(`proxy_cache_path ${cacheDir} `))
    throw new Error('deploy/nginx.conf no longer has the upstream, listen and proxy_cache_path lines the cluster test fills in')
  return rendered
}

/**
 * A round-robin proxy in front of `upstreams` ("host:port"): nginx when installed, else Node.
 * @param {{ port: number, upstreams: string[], dir: string, log?: (line: string) => void }} options
 * @returns {Promise<{ kind: 'nginx' | 'node', stop: () => Promise<void> }>}
 */
export async function startLoadBalancer({ port, upstreams, dir, log = () => {} }) {
  fs.mkdirSync(dir, { recursive: true })
  if (nginxAvailable()) {
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, temp), { recursive: true })
    fs.writeFileSync(path.join(dir, 'vernissage.conf'), renderNginxConfig(port, upstreams, path.join(dir, 'cache')))
    const runningAsRoot = process.getuid?.() === 0
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        runningAsRoot ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  access_log off;',
        ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${path.join(dir, temp)};`),
        `  include ${path.join(dir, 'vernissage.conf')};`,
        '}',
      ].join('\n'),
    )
    const child = spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stderr.on('data', (chunk) => log(`[nginx] ${chunk}`))
    await waitForPort(port, child)
    return { kind: 'nginx', stop: () => stopChild(child) }
  }
  // Without nginx: the same behaviour in Node — round robin, the next instance when one refuses
  // the connection, X-Forwarded-For replaced by the address this proxy saw.
  let next = 0
  const server = http.createServer((request, response) => {
    const body = []
    request.on('data', (chunk) => body.push(chunk))
    request.on('end', () => forward(0))
    const forward = (tries) => {
      const [host, upstreamPort] = upstreams[next++ % upstreams.length].split(':')
      const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress, 'x-forwarded-proto': 'http' }
      const upstream = http.request({ host, port: Number(upstreamPort), method: request.method, path: request.url, headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      })
      upstream.on('error', (error) => {
        if (error.code === 'ECONNREFUSED' && tries + 1 < upstreams.length) return forward(tries + 1)
        if (!response.headersSent) response.writeHead(502)
        response.end()
      })
      upstream.end(Buffer.concat(body))
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { kind: 'node', stop: () => new Promise((resolve) => server.close(() => resolve())) }
}

async function waitForPort(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx ended with ${child.exitCode}`)
    const open = await new Promise((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/build-version', timeout: 500 }, (response) => {
        response.resume()
        resolve(true)
      })
      request.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the load balancer did not listen on ${port}`)
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * Copies the run's build (`builtDir`) to `target` for a server of its own, leaving out what is not
 * the build: Next's `cache/`, and `dev/`, the development server's folder, which a development
 * server beside (dev-server.e2e) may be writing or removing while this copies.
 *
 * @param {string} builtDir
 * @param {string} target
 */
export function copyBuild(builtDir, target) {
  const notBuild = new Set(['cache', 'dev'].map((name) => path.join(builtDir, name)))
  fs.cpSync(builtDir, target, { recursive: true, filter: (source) => !notBuild.has(source) })
}

/**
 * One app instance as `npm run serve` starts it (no build, no migration, no seed) from a copy of
 * `builtDir` (copyBuild) — each instance regenerates pages into its own folder, as on its own machine.
 *
 * @param {{ index: number, port: number, builtDir: string, workDir: string, env: Record<string, string | undefined>, onOutput?: (line: string) => void }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function startInstance({ index, port, builtDir, workDir, env, onOutput = () => {} }) {
  const distDir = path.relative(root, path.join(workDir, `dist-${index}`))
  if (!fs.existsSync(path.join(root, distDir))) {
    copyBuild(builtDir, path.join(root, distDir))
  }
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...env, NEXT_DIST_DIR: distDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: `npm run serve` runs the server as its child, and killing an
    // instance (stopInstance) must end both, as a process manager ends a service.
    detached: true,
  })
  child.stdout.on('data', (chunk) => onOutput(`[${index}] ${chunk}`))
  child.stderr.on('data', (chunk) => onOutput(`[${index}] ${chunk}`))
  return child
}

/**
 * Ends an instance started by startInstance, server included: SIGTERM lets it finish its
 * requests, SIGKILL is a crash. Resolves once it is gone.
 * @param {import('node:child_process').ChildProcess | undefined} child
 * @param {NodeJS.Signals} [signal]
 */
export function stopInstance(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve(undefined))
    try {
      process.kill(-child.pid, signal)
    } catch {
      resolve(undefined)
    }
  })
}
