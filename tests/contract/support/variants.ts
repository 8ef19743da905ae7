/**
 * Interactions generated from what a list page does (issue 30, item 1): for a list page's
 * operation and the Schema of its route's search, every request shape the page can produce —
 * the page with no filter, each filter it offers (each value of a small enum: flags, statuses,
 * sort keys, the order; one value of a large one: 47 prefectures, matched by a regex of all),
 * the next page — built by running THE page's operation's request builder with the input the
 * page would hand it (the route's decoded search), never written by hand. The consumer test then
 * runs the whole operation against the Pact mock server with that input, as for every page row.
 *
 * Ids a filter names come from a provider state (`values`), the cursor of the next page from
 * the state 'the … list has a next page' (`nextPageState`), so no interaction pins an id or a
 * cursor the console would vary (see shape.ts for the matchers).
 */
import { Effect, Layer, Schema, SchemaAST } from 'effect'
import { catalogue, type CallName } from '@src/domain/catalogue'
import type { AnyEndpoint } from '@src/domain/endpoint'
import { idPattern } from '@src/domain/ids'
import { ApiClient } from '@src/services/http/api-client.service'
import type { Operation } from '@src/services/operation'
import { state, type InteractionSpec, type JsonMap, type PageRun, type ProviderState } from './contract'
import { largeEnum, members, patternsOf } from './shape'

type AST = SchemaAST.AST

/** The example cursor of next-page interactions; the provider's own comes from its state. */
export const exampleCursor = 'cursor-of-the-next-page'

/**
 * The state that hands over a cursor: the provider answers the first page of `request` (the
 * same call, one row a page) and returns its `nextCursorKey` as `cursor`; the states before it
 * give the list at least two rows.
 */
export const nextPageState = (list: string, call: CallName, request: JsonMap) =>
  state(`the ${list} has a next page`, { call, request, cursor: exampleCursor })

export interface ListPage<I> {
  /** 'the doctor list': names the page in descriptions and states. */
  readonly list: string
  /** The operation the page's list actor runs (one call, or a composite choosing one). */
  readonly op: Operation<I, unknown>
  /** The Schema of the route's search (src/areas/<area>/<area>.search.ts). */
  readonly search: Schema.Top
  /** A row of the page: its states (one row of the list at least), outcome (`page`) and caller. */
  readonly base: InteractionSpec
  /** What the page always gives besides the URL's search (a record id, a tab, the page size …). */
  readonly fixed?: Partial<I>
  /** Ids a filter names, with the state that makes each exist. */
  readonly values?: Readonly<Record<string, readonly [string, ProviderState]>>
  /** States that give the unfiltered list at least two rows (for the next page); none: no next-page interaction. */
  readonly twoRows?: ReadonlyArray<ProviderState>
  /** Search fields the page does not offer (kept in the URL for another reason). */
  readonly skip?: ReadonlyArray<string>
}

/** The values a search field is tried with, and the states they need. */
const triesOf = (
  name: string,
  ast: AST,
  page: Pick<ListPage<unknown>, 'list' | 'values'>,
  sortKeys: ReadonlyArray<string>,
): Array<{ input: Record<string, unknown>; states: ProviderState[] }> => {
  const kinds = members(ast).filter((m) => m._tag !== 'Undefined')
  const literals = kinds.every((m) => m._tag === 'Literal') ? kinds.map((m) => (m as SchemaAST.Literal).literal) : undefined
  if (literals) {
    if (name === 'order') return [{ input: { ...(sortKeys[0] ? { sort: sortKeys[0] } : {}), order: 'desc' }, states: [] }]
    const tried = literals.length >= largeEnum ? literals.slice(0, 1) : literals
    return tried.map((literal) => ({ input: { [name]: literal }, states: [] }))
  }
  const [kind] = kinds
  if (kind?._tag !== 'String') throw new Error(`${page.list}: search field ${name} (${kind?._tag}) has no rule in variants.ts`)
  const patterns = patternsOf(kind)
  if (patterns.includes(idPattern.source)) {
    const given = page.values?.[name]
    if (!given) throw new Error(`${page.list}: the filter ${name} names an id: give it a value and its state (values)`)
    return [{ input: { [name]: given[0] }, states: [given[1]] }]
  }
  // free text, a day, a month or a time: the first example the field accepts
  const accepts = Schema.is(Schema.make<Schema.Top>(kind))
  const sample = ['テスト', '2024-04-01', '2024-04', '2024-04-01T09:00:00.000Z'].find((candidate) => accepts(candidate))
  if (sample === undefined) throw new Error(`${page.list}: no example fits the search field ${name}`)
  return [{ input: { [name]: sample }, states: [] }]
}

const fieldsOf = (schema: Schema.Top): Array<readonly [string, AST]> => {
  const ast = schema.ast
  if (ast._tag !== 'Objects') throw new Error('a list search Schema is a Struct')
  return ast.propertySignatures.map((p) => [String(p.name), p.type] as const)
}

interface Captured {
  readonly call: CallName
  readonly endpoint: AnyEndpoint
  readonly wire: Record<string, unknown>
}

/**
 * Run the page's operation with `input` against a client that records the first request it is
 * asked for (answering an empty last page): the call and its input in wire form (the Encoded side
 * of the call's Schemas, as the real client sends it).
 */
export const captureRequest = <I>(op: Operation<I, unknown>, input: I): Captured => {
  const seen: Captured[] = []
  const recording = Layer.succeed(ApiClient, {
    call: (endpoint, callInput) =>
      Effect.sync(() => {
        const given = callInput as { params?: unknown; query?: unknown; body?: unknown }
        const encode = (schema: unknown, value: unknown) => Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(value)
        const wire = {
          ...(given.params !== undefined ? { params: encode(endpoint.params, given.params) } : {}),
          ...(given.query !== undefined ? { query: encode(endpoint.query, given.query) } : {}),
          ...(given.body !== undefined ? { body: encode(endpoint.body, given.body) } : {}),
        }
        seen.push({ call: endpoint.name as CallName, endpoint, wire: JSON.parse(JSON.stringify(wire)) as Record<string, unknown> })
        return { items: [], nextCursorKey: null }
      }) as never,
  })
  try {
    Effect.runSync(op(input).pipe(Effect.provide(recording), Effect.ignore))
  } catch (error) {
    throw new Error(`${op.label} with ${JSON.stringify(input)?.slice(0, 200)}: ${String(error).slice(0, 300)}`)
  }
  const [first] = seen
  if (!first) throw new Error(`${op.label} made no call for ${JSON.stringify(input)}`)
  return first
}

/** Every interaction of a list page: no filter, each filter value, the next page. */
export const listVariants = <I>(page: ListPage<I>): InteractionSpec[] => {
  const fields = fieldsOf(page.search).filter(([name]) => name !== 'back' && name !== 'cursor' && !page.skip?.includes(name))
  const sortField = fields.find(([name]) => name === 'sort')
  const sortKeys = sortField ? members(sortField[1]).flatMap((m) => (m._tag === 'Literal' ? [String(m.literal)] : [])) : []
  const captured = (input: Record<string, unknown>) => captureRequest(page.op, { ...page.fixed, ...input } as I)
  const seen = new Set<string>([JSON.stringify([page.base.call, page.base.input])])
  const rows: InteractionSpec[] = []
  const add = (label: string, input: Record<string, unknown>, states: ReadonlyArray<ProviderState>) => {
    const { call, wire } = captured(input)
    const key = JSON.stringify([call, wire])
    if (seen.has(key)) return
    seen.add(key)
    rows.push({
      call,
      description: `${page.list}, ${label}`,
      states: [page.base.states[0], ...page.base.states.slice(1), ...states],
      input: wire,
      outcome: page.base.outcome,
      ...(page.base.signedIn === undefined ? {} : { signedIn: page.base.signedIn }),
      ...(page.base.exact ? { exact: page.base.exact } : {}),
      page: { op: page.op, input: { ...page.fixed, ...input } },
    })
  }
  add('with no filter (the first page)', {}, [])
  const tried = fields.map(([name, ast]) => [name, triesOf(name, ast, page, sortKeys)] as const)
  const label = (input: Record<string, unknown>) => Object.entries(input).map(([k, v]) => `${k} ${String(v)}`).join(' and ')
  for (const [, tries] of tried) for (const t of tries) add(`with ${label(t.input)}`, t.input, t.states)
  // filters together: of each field one try per request shape it makes (a tab that changes the call
  // counts each; sort keys do not); every combination of the fields when a page has four or fewer,
  // else every pair (a provider verifies each; any values of the same fields match it, see shape.ts)
  const shapeOf = (input: Record<string, unknown>) => {
    const { call, wire } = captured(input)
    const keys = (part?: unknown) => Object.keys((part ?? {}) as Record<string, unknown>).sort()
    const w = wire as { body?: unknown; query?: unknown }
    return JSON.stringify([call, keys(w.body), keys(w.query)])
  }
  const reps = tried.map(([name, tries]) => {
    const byShape = new Map<string, (typeof tries)[number]>()
    for (const t of tries) if (!byShape.has(shapeOf(t.input))) byShape.set(shapeOf(t.input), t)
    return [name, [...byShape.values()]] as const
  })
  const ordering = new Set(['sort', 'order'])
  const subsets = (n: number): number[][] => {
    const out: number[][] = []
    for (let mask = 1; mask < 1 << n; mask++) {
      const members = [...Array(n).keys()].filter((k) => mask & (1 << k))
      if (members.length >= 2) out.push(members)
    }
    return out
  }
  const groups = reps.length <= 4 ? subsets(reps.length) : reps.flatMap((_, a) => reps.slice(a + 1).map((__, b) => [a, a + 1 + b]))
  for (const group of groups) {
    const chosen = group.map((k) => reps[k]!)
    if (chosen.filter(([name]) => ordering.has(name)).length > 1) continue
    const product = chosen.reduce<Array<Array<(typeof chosen)[number][1][number]>>>(
      (acc, [, options]) => acc.flatMap((prefix) => options.map((option) => [...prefix, option])),
      [[]],
    )
    for (const combo of product) {
      const input = Object.assign({}, ...combo.map((t) => t.input)) as Record<string, unknown>
      add(`with ${label(input)}`, input, combo.flatMap((t) => t.states))
    }
  }
  if (page.twoRows) {
    // the next page: the provider issues the cursor of the list's first page as shown (its sort; one
    // row a page) as the state's value; the next page of a filtered list carries the same cursor
    const nextPage = (shown: Record<string, unknown>, filter: { input: Record<string, unknown>; states: ReadonlyArray<ProviderState> } = { input: {}, states: [] }) => {
      const { call, endpoint, wire } = captured(shown)
      const first = wire as { body?: Record<string, unknown>; query?: Record<string, unknown>; params?: Record<string, unknown> }
      const onePerPage = {
        ...(first.params ? { params: first.params } : {}),
        ...(first.query ? { query: { ...first.query, limit: endpoint.method === 'GET' ? '1' : 1 } } : {}),
        ...(first.body ? { body: { ...first.body, limit: 1 } } : {}),
      }
      const what = Object.keys(shown).length ? ` sorted by ${label(shown)}` : ''
      const filtered = Object.keys(filter.input).length ? `, with ${label(filter.input)}` : ''
      add(`the next page${what}${filtered} (the cursor the provider issued)`, { ...shown, ...filter.input, cursor: exampleCursor }, [
        ...page.twoRows!,
        ...filter.states,
        nextPageState(`${page.list}${what}`, call, JSON.parse(JSON.stringify(onePerPage)) as JsonMap),
      ])
    }
    nextPage({})
    if (sortKeys[0]) nextPage({ sort: sortKeys[0] })
    // …with each filter, where the filter keeps the call (a tab that picks another call sorts otherwise: its own cursor)
    const unfiltered = captured({}).call
    for (const [name, options] of reps)
      if (!ordering.has(name)) for (const option of options) if (captured(option.input).call === unfiltered) nextPage({}, option)
  }
  return rows
}

/**
 * A form's save with its optional fields left empty (issue 30: "optional fields set and null"):
 * for a saving row whose page input carries a `body`, the same page input with every nullable
 * field of the call's body null and every other optional field absent, as a form sends it when
 * staff leave them blank; built by running the page's operation again. Rows whose body has no
 * optional field give nothing.
 */
export const withOptionalsEmpty = (row: InteractionSpec): InteractionSpec[] => {
  const page = row.page
  const given = page?.input as { body?: Record<string, unknown> } | undefined
  if (!page || !given?.body || row.outcome.kind === 'refused') return []
  const { endpoint } = captureRequest(page.op as Operation<unknown, unknown>, page.input)
  const ast = SchemaAST.toEncoded((endpoint.body as Schema.Top).ast)
  if (ast._tag !== 'Objects') return []
  const emptied: Record<string, unknown> = { ...given.body }
  let changed = false
  for (const p of ast.propertySignatures) {
    const name = String(p.name)
    const kinds = members(p.type)
    if (kinds.some((m) => m._tag === 'Null') && emptied[name] !== null && name in given.body) {
      emptied[name] = null
      changed = true
    } else if (kinds.some((m) => m._tag === 'Undefined') && !kinds.some((m) => m._tag === 'Null') && name in emptied && name !== 'version') {
      // an optional array or flag the form always sends stays (the form's own defaults); only text is left out
      if (typeof emptied[name] === 'string') {
        delete emptied[name]
        changed = true
      }
    }
  }
  if (!changed) return []
  const input = { ...given, body: emptied }
  const { call, wire } = captureRequest(page.op as Operation<unknown, unknown>, input)
  return [{ ...row, call, description: `${row.description}, its optional fields left empty`, input: wire, page: { op: page.op, input } }]
}

/**
 * A page opened with an id that does not exist (an old link, a deleted record): for a row whose page
 * reads by an id in the path (a record, its answers or interviews) given by one of its states, the
 * same operation with an id nothing has, refused with 404 and the provider's message. The state says
 * which id must not exist (`nothing has clientId 404`), in the base row's own id parameter.
 */
export const notFound = (row: InteractionSpec): InteractionSpec[] => {
  const page = row.page
  if (!page || (row.outcome.kind !== 'item' && row.outcome.kind !== 'page')) return []
  const endpoint: AnyEndpoint = catalogue[row.call]
  if (endpoint.method !== 'GET' || !/\{[A-Za-z]+\}/.test(endpoint.path)) return []
  // the page's input names the record by an id a state gave: that id, or the field of the input holding it
  const given = row.states.flatMap((s) => Object.entries(s.params ?? {}))
  const missing = '404'
  let input: unknown
  let key: string | undefined
  if (typeof page.input === 'string') {
    key = given.find(([, value]) => value === page.input)?.[0]
    input = missing
  } else if (page.input && typeof page.input === 'object') {
    const field = Object.entries(page.input as Record<string, unknown>).find(([, value]) => given.some(([, v]) => v === value))
    key = field ? given.find(([, v]) => v === field[1])?.[0] : undefined
    input = field ? { ...(page.input as Record<string, unknown>), [field[0]]: missing } : undefined
  }
  if (!key || input === undefined) return []
  const { call, wire } = captureRequest(page.op as Operation<unknown, unknown>, input)
  if (call !== row.call) return []
  return [
    {
      call,
      description: `a page opened with an id nothing has is refused with 404 (${key}, ${row.description})`,
      states: [state(`nothing has ${key} ${missing}`, { [key]: missing })],
      input: wire,
      outcome: { kind: 'refused', status: 404, messages: ['指定されたデータが見つかりません'] },
      ...(row.signedIn === undefined ? {} : { signedIn: row.signedIn }),
      page: { op: page.op, input },
    },
  ]
}

/**
 * A field restored from a record's 履歴 (issue 32): the revert reads the record, then saves it
 * through the record's own update with `?revertOf=<entry>`. Each step makes one call, so each is
 * a row of its own, built from the record's get and update rows: the step run with the input the
 * revert gives it, the update under a state where the entry is a change of that record.
 */
export interface RevertOf {
  readonly targetType: string
  readonly id: string
  /** `<call>: <description>` of the record's get row and update row. */
  readonly get: string
  readonly update: string
  readonly steps: { readonly get: PageRun['op']; readonly update: PageRun['op'] }
}

export const revertEntry = '81'

export const revertRows = (rows: ReadonlyArray<InteractionSpec>, revert: RevertOf): InteractionSpec[] => {
  const byDescription = (d: string) => rows.find((row) => `${row.call}: ${row.description}` === d)
  const get = byDescription(revert.get)
  const update = byDescription(revert.update)
  const out: InteractionSpec[] = []
  if (get) {
    const { call, wire } = captureRequest(revert.steps.get as Operation<unknown, unknown>, revert.id)
    out.push({ ...get, call, input: wire, description: `${get.description}, read to restore a field from its history`, page: { op: revert.steps.get, input: revert.id } })
  }
  // the page's save input, or (a call no console form makes: a medium's update; a rename's page input is a change) the row's wire body
  const given = update?.page?.input as { version?: number; body?: unknown } | undefined
  const body = given?.body ?? (update?.input as { body?: unknown } | undefined)?.body
  if (update && body) {
    const input = { id: revert.id, version: given?.version ?? 1, body, revertOf: revertEntry }
    const { call, wire } = captureRequest(revert.steps.update as Operation<unknown, unknown>, input)
    // the entry recorded before what the revert now writes, and after what the record holds (the revert is clean)
    const changed = state(`audit log entry ${revertEntry} records an update of ${revert.targetType} ${revert.id}`, {
      auditLogId: revertEntry,
      targetType: revert.targetType,
      targetId: revert.id,
      before: body as JsonMap,
    })
    out.push({
      ...update,
      call,
      input: wire,
      states: [update.states[0], ...update.states.slice(1), changed],
      description: `${update.description}: a field restored from its history (entry ${revertEntry})`,
      page: { op: revert.steps.update, input },
    })
  }
  return out
}

/**
 * A form's save with the optional lists it may send given empty (a manuscript's `fileIds`): for a
 * saving row whose body leaves out optional list fields, the same page input with each of them `[]`.
 */
export const withOptionalListsGiven = (row: InteractionSpec): InteractionSpec[] => {
  const page = row.page
  const given = page?.input as { body?: Record<string, unknown> } | undefined
  if (!page || !given?.body) return []
  const { endpoint } = captureRequest(page.op as Operation<unknown, unknown>, page.input)
  const ast = SchemaAST.toEncoded((endpoint.body as Schema.Top).ast)
  if (ast._tag !== 'Objects') return []
  const missing = ast.propertySignatures.filter(
    (p) => !(String(p.name) in given.body!) && members(p.type).some((m) => m._tag === 'Undefined') && members(p.type).some((m) => m._tag === 'Arrays'),
  )
  if (missing.length === 0) return []
  const input = { ...given, body: { ...given.body, ...Object.fromEntries(missing.map((p) => [String(p.name), []])) } }
  const { call, wire } = captureRequest(page.op as Operation<unknown, unknown>, input)
  if (JSON.stringify(wire) === JSON.stringify(row.input)) return []
  return [{ ...row, call, description: `${row.description}, with its optional lists given empty`, input: wire, page: { op: page.op, input } }]
}
