/** A reply template's text (src/features/sales/replyTemplates.ts) with the visitor's name and the case's works put in, quoted in the visitor's language. */
export function fillTemplate(text: string, values: { name?: string | null; works?: string[]; locale?: string }): string {
  const quote = (title: string) => (values.locale === 'en' ? `"${title}"` : `„${title}“`)
  return text.replace(/\{name\}/g, (values.name ?? '').trim()).replace(/\{works\}/g, (values.works ?? []).map(quote).join(', '))
}
