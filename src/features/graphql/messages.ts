/** What a refused GraphQL request is told, in the client's language (x-language, docs/behaviour.md#graphql). */
import type { Locale } from '@/base/locales'

import { textFilterMessage } from '@/cms/hooks/queryBounds'

import type { Refusal } from './guard'

export type RequestRefusal =
  | Refusal
  | { kind: 'bodyTooLarge'; max: number }
  | { kind: 'contentType' }
  | { kind: 'notJson' }
  | { kind: 'batched' }
  | { kind: 'notAnObject' }
  | { kind: 'badVariables' }
  | { kind: 'get' }

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`

export function refusalMessage(refusal: RequestRefusal, locale: Locale): string {
  const de = locale === 'de'
  switch (refusal.kind) {
    case 'syntax':
      return de ? `Die Abfrage ist kein gültiges GraphQL: ${refusal.detail}` : `The query is not valid GraphQL: ${refusal.detail}`
    case 'variables':
      return de ? `Die Variablen der Abfrage passen nicht zu ihr: ${refusal.detail}` : `The query's variables do not fit it: ${refusal.detail}`
    case 'subscription':
      return de
        ? 'Abonnements (subscription) werden nur als Ereignisstrom beantwortet: senden Sie sie mit Accept: text/event-stream an /graphql.'
        : 'Subscriptions are answered only as an event stream: send them to /graphql with Accept: text/event-stream.'
    case 'noOperation':
      return de ? 'Die Abfrage fehlt: senden Sie {operationName, variables, query}.' : 'The query is missing: send {operationName, variables, query}.'
    case 'fragmentCycle':
      return de ? `Das Fragment „${refusal.name}“ verweist auf sich selbst.` : `The fragment "${refusal.name}" refers to itself.`
    case 'tooDeep':
      return de ? `Die Abfrage ist zu tief verschachtelt (höchstens ${refusal.max} Ebenen).` : `The query is nested too deeply (at most ${refusal.max} levels).`
    case 'tooManyAliases':
      return de ? `Die Abfrage hat zu viele Aliasse (höchstens ${refusal.max}).` : `The query has too many aliases (at most ${refusal.max}).`
    case 'tooComplex':
      return de
        ? `Die Abfrage fragt zu viele Werte ab (höchstens ${refusal.max}); fragen Sie kleinere Seiten ab.`
        : `The query asks for too many values (at most ${refusal.max}); ask for smaller pages.`
    case 'tooBig':
      return de ? `Die Abfrage ist zu umfangreich (höchstens ${refusal.max} Auswahlen).` : `The query is too large (at most ${refusal.max} selections).`
    case 'unboundedList':
      return de ? `Die Liste „${refusal.field}“ braucht ein limit zwischen 1 und 100.` : `The list "${refusal.field}" needs a limit between 1 and 100.`
    case 'listTooLong':
      return de
        ? `Die Liste „${refusal.field}“ liefert höchstens ${refusal.max} Einträge je Seite.`
        : `The list "${refusal.field}" returns at most ${refusal.max} entries per page.`
    case 'tooManyObjects':
      return de
        ? `Die Abfrage liefert zu viele Dokumente (höchstens ${refusal.max}); fragen Sie kleinere Seiten ab.`
        : `The query returns too many documents (at most ${refusal.max}); ask for smaller pages.`
    case 'textFilter':
      return textFilterMessage(refusal.problem, locale)
    case 'bodyTooLarge':
      return de ? `Die Anfrage ist zu groß (höchstens ${kilobytes(refusal.max)}).` : `The request is too large (at most ${kilobytes(refusal.max)}).`
    case 'contentType':
      return de ? 'Senden Sie die Abfrage als JSON: Content-Type: application/json.' : 'Send the query as JSON: Content-Type: application/json.'
    case 'notJson':
      return de ? 'Der Inhalt der Anfrage ist kein gültiges JSON.' : 'The request body is not valid JSON.'
    case 'batched':
      return de ? 'Mehrere Abfragen in einer Anfrage werden nicht angenommen; senden Sie eine nach der anderen.' : 'Batched queries are not accepted; send one query per request.'
    case 'notAnObject':
      return de ? 'Senden Sie ein JSON-Objekt {operationName, variables, query}.' : 'Send a JSON object {operationName, variables, query}.'
    case 'badVariables':
      return de ? 'variables muss ein JSON-Objekt sein.' : 'variables must be a JSON object.'
    case 'get':
      return de ? 'Verwenden Sie POST mit einem JSON-Inhalt {operationName, variables, query}.' : 'Use POST with a JSON body {operationName, variables, query}.'
  }
}

/** The HTTP status of a refusal: 413 for size, 415 for type, 405 for GET, 400 otherwise. */
export function refusalStatus(refusal: RequestRefusal): number {
  if (refusal.kind === 'bodyTooLarge') return 413
  if (refusal.kind === 'contentType') return 415
  if (refusal.kind === 'get') return 405
  return 400
}
