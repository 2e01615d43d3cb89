import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runScript, scriptNodeFlags, unsettledExitCode } from './runScript.mjs'

const root = path.resolve(import.meta.dirname, '..')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(relative)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative] : []
  })
}

/** Every export of Lexical's packages that has an entry file for Node (`"node": "./dist/X.node.mjs"`). */
function lexicalSpecifiers(): string[] {
  const packages = ['lexical', ...fs.readdirSync(path.join(root, 'node_modules/@lexical')).map((name) => `@lexical/${name}`)]
  return packages.flatMap((name) => {
    const exports = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).exports ?? {}
    return Object.entries(exports)
      .filter(([key, target]) => !key.includes('*') && JSON.stringify(target).includes('.node.mjs'))
      .map(([key]) => (key === '.' ? name : `${name}/${key.slice(2)}`))
  })
}

/** Where Node, started with these flags, resolves each specifier (as an `import` from the project). */
function resolveWith(flags: string[], specifiers: string[]): Record<string, string> {
  const code = `const specifiers = JSON.parse(process.argv[1]); console.log(JSON.stringify(Object.fromEntries(specifiers.map((s) => [s, import.meta.resolve(s)]))))`
  const result = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', code, JSON.stringify(specifiers)], { cwd: root, encoding: 'utf8' })
  expect(result.status, result.stderr).toBe(0)
  return JSON.parse(result.stdout)
}

describe('how the operator commands start (issue 29 point 8)', () => {
  it('no npm script, script, test or bench starts a script through `payload run` or a loader of its own: all go through scripts/runScript.mjs', () => {
    const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
    for (const [name, command] of Object.entries(scripts)) {
      expect(command, `npm run ${name}`).not.toMatch(/\bpayload\s+run\b/)
      if (/\.tsx?\b/.test(command)) expect(command, `npm run ${name}`).toMatch(/^node scripts\/runScript\.mjs /)
    }
    for (const name of ['seed', 'colours', 'export', 'import']) expect(scripts[name]).toMatch(/^node scripts\/runScript\.mjs /)
    const self = path.join('scripts', 'runScript.test.ts')
    const offenders = ['scripts', 'seed', 'tests', 'bench'].flatMap(filesUnder).filter((file) => {
      if (file === self) return false
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      // bench/commands.mjs times the old way on purpose (`--way old`), marked as such.
      if (file === path.join('bench', 'commands.mjs')) return /payloadBin, \['run'/.test(text) && !/old \? \[payloadBin, \['run'/.test(text)
      return /(payloadBin|\.bin\/payload['"]?\)?)\s*,\s*\[\s*['"]run['"]/.test(text) || /['"]--import['"]\s*,\s*['"]tsx/.test(text) || /['"]--(experimental-)?loader['"]/.test(text)
    })
    expect(offenders).toEqual([])
  })

  it("starts Node with a condition that picks Lexical's build itself, never its entry file for Node that awaits that build at the top level", () => {
    const specifiers = lexicalSpecifiers()
    expect(specifiers.length).toBeGreaterThan(20)
    // Without the condition Node takes the entry files that stalled the commands.
    expect(resolveWith([], ['lexical']).lexical).toMatch(/Lexical\.node\.mjs$/)
    for (const [nodeEnv, build] of [
      ['production', 'prod'],
      ['development', 'dev'],
      [undefined, 'dev'],
    ] as const) {
      const resolved = resolveWith(scriptNodeFlags({ NODE_ENV: nodeEnv }), specifiers)
      for (const specifier of specifiers) expect(resolved[specifier], `${specifier} with NODE_ENV=${nodeEnv}`).toMatch(new RegExp(`\\.${build}\\.mjs$`))
    }
  }, 60_000)

  it('passes the arguments on, names the script in VERNISSAGE_SCRIPT, and reports a script that ends with a top-level await unsettled as not finished', async () => {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true })
    const dir = fs.mkdtempSync(path.join(root, 'tmp', 'run-script-'))
    try {
      fs.writeFileSync(path.join(dir, 'never.ts'), "const never: Promise<void> = new Promise(() => {})\nawait never\nconsole.log('after')\n")
      fs.writeFileSync(
        path.join(dir, 'args.ts'),
        "import fs from 'node:fs'\nfs.writeFileSync(process.argv[2], JSON.stringify([...process.argv.slice(3), process.env.VERNISSAGE_SCRIPT]))\n",
      )
      const written = path.join(dir, 'args.json')
      expect(await runScript(path.relative(root, path.join(dir, 'args.ts')), { args: [written, '--bench', 'x y'] })).toBe(0)
      // The script is named to it: the Payload config then starts no type generation in the background.
      expect(JSON.parse(fs.readFileSync(written, 'utf8'))).toEqual(['--bench', 'x y', path.relative(root, path.join(dir, 'args.ts'))])
      expect(await runScript(path.relative(root, path.join(dir, 'never.ts')))).toBe(unsettledExitCode)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
