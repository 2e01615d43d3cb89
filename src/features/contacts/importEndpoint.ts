/**
 * `POST /api/contacts/import?format=csv|xlsx[&dryRun=1][&decisions={…}]` with the file as the body,
 * for sales and administrators: the plan (dry run) or the import as staff decided
 * (./importContacts.ts). A refusal carries its reason in both languages.
 */
import type { Endpoint } from 'payload'

import { noStore, notStaff, onlyForSales, refuse, say } from '@/base/refusals'
import { sellsWorks } from '@/base/roles'

import { ContactFileError, importContacts, maxContactFileBytes, planContacts, readContactRows, type Decisions } from './importContacts'

function decisionsOf(value: unknown): Decisions | null {
  if (value === undefined || value === '') return {}
  try {
    const parsed = JSON.parse(String(value)) as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const entries = Object.entries(parsed as Record<string, unknown>)
    if (!entries.every(([line, choice]) => /^\d{1,7}$/.test(line) && (choice === 'new' || (typeof choice === 'number' && Number.isInteger(choice) && choice > 0)))) return null
    return Object.fromEntries(entries) as Decisions
  } catch {
    return null
  }
}

export const contactImportEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refuse(403, notStaff)
    if (!sellsWorks(req.user)) return refuse(403, onlyForSales(say('Ihre Rolle pflegt keine Kontakte.', 'your role does not keep contacts.')))
    const length = Number(req.headers.get('content-length') ?? NaN)
    if (!Number.isFinite(length) || length > maxContactFileBytes)
      return refuse(413, say('Die Datei ist zu groß (höchstens 5 MB) und wurde nicht gelesen.', 'The file is too large (at most 5 MB) and was not read.'))
    const decisions = decisionsOf(req.query?.decisions)
    if (!decisions) return refuse(400, say('Die Entscheidungen zu möglichen Doppelten sind unlesbar.', 'The decisions on possible duplicates cannot be read.'))
    const format = req.query?.format === 'xlsx' ? 'xlsx' : 'csv'
    const bytes = Buffer.from((await req.arrayBuffer?.()) ?? new ArrayBuffer(0))
    if (bytes.length === 0) return refuse(400, say('Bitte eine CSV- oder XLSX-Datei wählen.', 'Please choose a CSV or XLSX file.'))
    try {
      const { rows, refused } = await readContactRows(bytes, format)
      const plan = await planContacts(req.payload, rows, refused)
      if (req.query?.dryRun === '1') return Response.json({ plan }, { headers: noStore })
      const who = String((req.user as { name?: string }).name || req.user.email)
      const outcome = await importContacts(req.payload, plan, decisions, `import: ${who}`)
      return Response.json({ outcome }, { headers: noStore })
    } catch (error) {
      if (error instanceof ContactFileError) return refuse(400, error.reason)
      req.payload.logger.warn(`contact import refused: ${(error as Error).message}`)
      return refuse(400, say('Diese Datei lässt sich nicht lesen. Bitte als CSV (UTF-8) oder XLSX speichern.', 'This file cannot be read. Please save it as CSV (UTF-8) or XLSX.'))
    }
  },
}
