/**
 * The GraphQL doors to an artwork's price, read from the served schema's introspection rather than
 * listed by hand: every query field and path through objects, lists and unions (blocks) that ends
 * at a type holding `price` and `priceOnRequest` (a work, or a version of one), and every `where`
 * input field that names a price (`price`, `version__price`).
 */
type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
type Arg = { name: string; type: TypeRef }
type SchemaField = { name: string; args: Arg[]; type: TypeRef }
type SchemaType = { kind: string; name: string; fields: SchemaField[] | null; inputFields: Arg[] | null; possibleTypes: Array<{ name: string }> | null }

export type Schema = { queryType: { name: string }; types: SchemaType[] }

/** One way to read a work's price: a root field, its required arguments, and the selection down to the work. */
export type ReadDoor = { root: string; required: Arg[]; optional: string[]; selection: string; label: string }
/** One way to filter by a price: a root field with `where`, the input field, its operators. */
export type FilterDoor = { root: string; field: string; operators: string[]; selection: string }

const named = (ref: TypeRef): string => (ref.ofType ? named(ref.ofType) : (ref.name as string))
const isRequired = (ref: TypeRef) => ref.kind === 'NON_NULL'

export function graphqlDoors(schema: Schema, maxHops = 4): { reads: ReadDoor[]; filters: FilterDoor[] } {
  const types = new Map(schema.types.map((type) => [type.name, type]))
  const isWork = (type: SchemaType | undefined) => Boolean(type?.fields?.some((f) => f.name === 'price') && type.fields.some((f) => f.name === 'priceOnRequest'))
  const leaf = 'price publicPrice priceOnRequest'

  /** Selections from a type down to every reachable work, each as its own string. */
  const paths = (typeName: string, hops: number, seen: string[]): string[] => {
    const type = types.get(typeName)
    if (!type || hops < 0 || seen.includes(typeName)) return []
    if (isWork(type) && seen.length > 0) return [leaf]
    if (type.kind === 'UNION') return (type.possibleTypes ?? []).flatMap((member) => paths(member.name, hops, seen).map((inner) => `... on ${member.name} { ${inner} }`))
    if (type.kind !== 'OBJECT') return []
    const found: string[] = []
    for (const field of type.fields ?? []) {
      if (field.args.some((arg) => isRequired(arg.type))) continue
      const target = types.get(named(field.type))
      if (isWork(target)) found.push(`${field.name} { ${target!.fields!.some((f) => f.name === 'publicPrice') ? leaf : 'price priceOnRequest'} }`)
      else for (const inner of paths(named(field.type), hops - 1, [...seen, typeName])) found.push(`${field.name} { ${inner} }`)
    }
    return found
  }

  const root = types.get(schema.queryType.name)!
  const reads: ReadDoor[] = []
  const filters: FilterDoor[] = []
  for (const field of root.fields ?? []) {
    const required = field.args.filter((arg) => isRequired(arg.type))
    const returned = types.get(named(field.type))
    const selections = isWork(returned) ? [returned!.fields!.some((f) => f.name === 'publicPrice') ? leaf : 'price priceOnRequest'] : paths(named(field.type), maxHops, [])
    const optional = field.args.filter((arg) => !isRequired(arg.type)).map((arg) => arg.name)
    for (const selection of selections) reads.push({ root: field.name, required, optional, selection, label: `${field.name} ${selection}` })

    const where = field.args.find((arg) => arg.name === 'where')
    if (!where) continue
    const hasDocs = returned?.fields?.some((f) => f.name === 'docs')
    const selection = hasDocs ? 'totalDocs docs { id }' : 'totalDocs'
    for (const input of types.get(named(where.type))?.inputFields ?? []) {
      if (input.name !== 'price' && !input.name.endsWith('__price')) continue
      const operators = (types.get(named(input.type))?.inputFields ?? []).map((op) => op.name)
      filters.push({ root: field.name, field: input.name, operators, selection })
    }
  }
  return { reads, filters }
}
