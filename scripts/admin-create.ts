/**
 * `npm run admin:create -- --email <address> [--password <password>] [--name <name>]`: creates an
 * admin in the database DATABASE_URL names — the first one after `npm run migrate` on a new
 * deployment (`npm run serve` never creates one, and the site never accepts a first user from the
 * network), or another one later. The email and password may come from ADMIN_EMAIL and
 * ADMIN_PASSWORD instead (better than an argument, which the shell history keeps); without a
 * password one is generated and printed once. A weak password or an address that already has an
 * account is refused (exit 1).
 */
import { config as settings } from '../src/config/env.mjs'

export {}

const usage = 'Usage: npm run admin:create -- --email <address> [--password <password>] [--name <name>]   (or ADMIN_EMAIL / ADMIN_PASSWORD in the environment)'

function argument(name: string): string | undefined {
  const args = process.argv.slice(2)
  const index = args.indexOf(`--${name}`)
  if (index !== -1) return args[index + 1]
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

const email = (argument('email') ?? settings().ADMIN_EMAIL ?? '').trim()
const given = argument('password') ?? settings().ADMIN_PASSWORD
const name = argument('name')
if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error(`✗ An email address is needed.\n${usage}`)
  process.exit(1)
}

// A weak password is refused before Payload loads (seconds of start-up the operator need not wait).
if (given) {
  const [{ passwordProblem }, { WeakPasswordError }] = await Promise.all([import('../src/cms/passwords'), import('../src/cms/firstAdmin')])
  const problem = await passwordProblem(given, email)
  if (problem) {
    console.error(`✗ ${new WeakPasswordError(problem).message}`)
    process.exit(1)
  }
}

const [{ getPayload }, { default: config }, { createAdmin }, { randomBytes }] = await Promise.all([
  import('payload'),
  import('../src/payload.config'),
  import('../src/cms/firstAdmin'),
  import('node:crypto'),
])
const password = given || randomBytes(18).toString('base64url')
const payload = await getPayload({ config })
let code = 0
try {
  const admin = await createAdmin(payload, { email, password, name })
  console.log(`✓ Admin created: ${admin.email}`)
  if (!given) console.log(`  Password (shown only this once): ${password}`)
  console.log('  Sign in at /admin')
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  code = 1
} finally {
  await payload.destroy()
}
process.exit(code)
