/**
 * How the staff's doors (the case actions, the printed matter, the contact and catalogue imports,
 * the person-data endpoints) answer: texts in both languages — the admin shows the editor's, the
 * command line the one of `LANG` — and refusals as JSON `{ error: { de, en } }` that no cache keeps.
 * What each role may do is in ./roles.ts and docs/roles.md; a refusal names the role's limit.
 */

/** A text in both languages. */
export type Message = { de: string; en: string }

export const say = (de: string, en: string): Message => ({ de, en })

/** Answers to staff are theirs alone: never kept by a browser or a proxy. */
export const noStore = { 'cache-control': 'no-store' } as const

/** A refusal with its reason in both languages. */
export const refuse = (status: number, message: Message): Response => Response.json({ error: message }, { status, headers: noStore })

/** Nobody is signed in. */
export const notStaff = say('Nur für angemeldete Mitarbeitende.', 'Only for signed-in staff.')

/** A signed-in editor at a door of sales and administrators: `what` their role does not do. */
export const onlyForSales = (what: Message): Message => say(`Nur für Verkauf und Administration: ${what.de}`, `Only for sales and administrators: ${what.en}`)
