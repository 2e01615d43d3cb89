import type { CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'

import { pageAt } from '../ports.mjs'
import { redirectKey, sourceProblem, type SourceProblem } from '../redirectSource'
import { anyone, editors } from '../access'

/** A site path: one slash, then no blanks, query, fragment or backslash (`//host` would leave the site). */
const internalPath = /^\/(?!\/)[^\s?#\\]*$/
const absoluteUrl = /^https?:\/\/[^\s]+$/

/** Validates a redirect target: a site path or an absolute http(s) address. */
export function validRedirectTarget(value: unknown): true | string {
  return typeof value === 'string' && (internalPath.test(value) || absoluteUrl.test(value))
    ? true
    : 'Ein Pfad wie /crew oder eine Adresse mit https:// / A path like /crew or an address starting with https://'
}

type Language = 'de' | 'en'
type Refusal = SourceProblem | { kind: 'notAPath' } | { kind: 'page'; address: string }

const messages: Record<Refusal['kind'], Record<Language, (from: string, address: string) => string>> = {
  notAPath: {
    de: () => 'Ein Pfad wie /team, ohne ?, # und Leerzeichen.',
    en: () => 'A path like /team, without ?, # or blanks.',
  },
  page: {
    de: (from, address) =>
      `Unter ${address} antwortet eine veröffentlichte Seite, also würde eine Weiterleitung von ${from} nie greifen. Um die Seite abzulösen, depublizieren Sie sie zuerst – oder geben Sie ihr einen neuen Slug: dann legt die Website die Weiterleitung von der alten Adresse selbst an.`,
    en: (from, address) =>
      `A published page answers at ${address}, so a redirect from ${from} would never apply. To retire the page, unpublish it first – or give it a new slug: the site then writes the redirect from its old address itself.`,
  },
  germanPrefix: {
    de: () => 'Deutsche Adressen haben kein /de am Anfang: ohne /en gilt die Weiterleitung in beiden Sprachen, mit /en nur auf Englisch.',
    en: () => 'German addresses have no /de at the start: without /en a redirect applies in both languages, with /en in English only.',
  },
  system: {
    de: (from) => `${from} gehört zum System der Website (Verwaltung, API, Medien …); dort greift keine Weiterleitung.`,
    en: (from) => `${from} belongs to the website's system (admin, API, media …); no redirect applies there.`,
  },
  file: {
    de: (from) => `${from} ist die Adresse einer Datei (ein Punkt im ersten Teil oder eine Endung wie .png); Weiterleitungen gelten nur für Seitenadressen.`,
    en: (from) => `${from} is the address of a file (a dot in its first part or an ending such as .png); redirects apply to page addresses only.`,
  },
  loop: {
    de: (from) => `Die Weiterleitung führte von ${from} wieder auf ${from}.`,
    en: (from) => `The redirect would lead from ${from} back to ${from}.`,
  },
}

/** Why a redirect is refused, in the editor's language (the admin's, German unless it is English). */
export function refusalMessage(refusal: Refusal, from: string, language: string | undefined): string {
  return messages[refusal.kind][language === 'en' ? 'en' : 'de'](from, 'address' in refusal ? refusal.address : '')
}

/**
 * Set in the request's context while the site writes redirects itself for a renamed document
 * (src/cms/hooks/slugRedirects.ts): the old address is still a published page to the resolver,
 * which reads outside the publish's transaction, until that publish is committed.
 */
export const writtenBySite = 'vernissage.redirectWrittenBySite'

/**
 * A redirect that could never apply is refused, so every saved redirect works: not a path, an
 * address the proxy never sees, a loop, or one where a published page answers (the page wins
 * there, src/features/routing/resolve.ts). The last asks the routing table (../ports.mjs pageAt); scripts
 * (seed, import) run without it and save what they are given.
 */
async function validateSource(value: unknown, req: PayloadRequest, target: unknown): Promise<true | string> {
  // The site's own bookkeeping writes sources it computed itself; a row saved before these rules
  // existed must not make a publish fail when its target is moved on.
  if (req.context?.[writtenBySite]) return true
  const language = req.i18n?.language
  if (typeof value !== 'string' || !internalPath.test(value)) return refusalMessage({ kind: 'notAPath' }, String(value ?? ''), language)
  const to = typeof target === 'string' ? target : ''
  const problem = sourceProblem(value, to)
  if (problem) return refusalMessage(problem, value, language)
  const address = await pageAt(value)
  return address ? refusalMessage({ kind: 'page', address }, value, language) : true
}

const validFrom: TextFieldSingleValidation = (value, { req, siblingData }) => validateSource(value, req, (siblingData as { to?: unknown } | undefined)?.to)

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { de: 'Weiterleitung', en: 'Redirect' }, plural: { de: 'Weiterleitungen', en: 'Redirects' } },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // A new or changed redirect applies at once: the cached answer for its path is dropped.
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'], group: { de: 'Einstellungen', en: 'Settings' } },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { de: 'Von (Pfad)', en: 'From (path)' },
      admin: {
        description: {
          de: 'Ohne /en gilt die Weiterleitung in beiden Sprachen, mit /en am Anfang nur auf Englisch. Sie greift, wo keine veröffentlichte Seite antwortet (eine Seite lösen Sie ab, indem Sie sie depublizieren); der Rest der Adresse (?utm_…) bleibt erhalten, auch zu anderen Websites.',
          en: 'Without /en the redirect applies in both languages, starting with /en in English only. It applies where no published page answers (to retire a page, unpublish it); the query string (?utm_…) is kept, to other websites too.',
        },
      },
      // Stored as requests are looked up: /Team/ and /team are one redirect.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' && internalPath.test(value.trim()) ? redirectKey(value) : value)] },
      validate: validFrom,
    },
    { name: 'to', type: 'text', required: true, label: { de: 'Nach', en: 'To' }, validate: validRedirectTarget },
    { name: 'permanent', type: 'checkbox', defaultValue: true, label: { de: 'Dauerhaft (308)', en: 'Permanent (308)' } },
  ],
}
