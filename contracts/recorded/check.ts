/**
 * `npm run contracts:recorded [-- --recording <dir|file>] [--pacts <dir>] [--report <file>]`:
 * every request the console sent to /api during the browser suite (recorded by
 * scripts/e2e-api-recorder.mjs into .tmp/api-recording/*.jsonl) must be described by an
 * interaction of the Pact files (contracts/pacts/*.json) under Pact's matching rules, and the
 * response it got must match one of the interactions that describe it (contracts/recorded/pact-match.ts).
 *
 * Prints a report (requests, distinct shapes, described %, responses matched %, the undescribed
 * shapes with counts, pages and the nearest interactions' mismatches) and writes it as Markdown
 * (and JSON) to .tmp/recorded-contracts/report.md (not .tmp/reports: scripts/test-summary.mjs reads every
 * file there as a test runner's report); `--summary` prints the counts only; exits 1 when a request is undescribed or a response
 * matches none of its interactions, 2 when there is no recording.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { allEndpoints } from '../../src/domain/catalogue'
import { groupBase } from '../../src/domain/endpoint'
import { matchRequest, matchResponse, type Json, type Mismatch, type PactInteraction, type RecordedBody, type RecordedRequest, type RecordedResponse } from './pact-match'

export interface RecordedExchange {
  readonly seq?: number
  readonly from?: string
  readonly page?: string | null
  /** The page went away before the response ended (an event stream, a navigation): its body is partial. */
  readonly aborted?: boolean
  readonly request: RecordedRequest
  readonly response: RecordedResponse
}

export interface NamedInteraction extends PactInteraction {
  readonly file: string
}

// ---------------------------------------------------------------------------------------------
// Shapes: what a request looks like, without its values

/** A path with its ids as {id} (numbers), {uuid} and {uid} (long opaque tokens). */
export const pathTemplate = (path: string): string =>
  path
    .split('/')
    .map((segment) => {
      if (/^\d+$/.test(segment)) return '{id}'
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)) return '{uuid}'
      if (/^[A-Za-z0-9_-]{20,}$/.test(segment) && /\d/.test(segment) && /[A-Za-z]/.test(segment)) return '{uid}'
      return segment
    })
    .join('/')

const kindOf = (value: Json | undefined): string => {
  if (value === null) return 'null'
  if (value === undefined) return 'absent'
  if (Array.isArray(value)) {
    const items = [...new Set(value.map((v) => kindOf(v)))]
    return items.length ? `array<${items.sort().join('|')}>` : 'array'
  }
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

const bodyShape = (body: RecordedBody): string => {
  if (body === null) return ''
  switch (body.kind) {
    case 'json': {
      const json = body.json
      if (json !== null && typeof json === 'object' && !Array.isArray(json)) return ` body keys {${Object.keys(json).sort().join(',')}}`
      return ` body ${kindOf(json)}`
    }
    case 'multipart':
      return ` body parts {${body.parts
        .map((p) => `${p.name ?? '?'}${p.json !== undefined && p.json !== null && typeof p.json === 'object' && !Array.isArray(p.json) ? `{${Object.keys(p.json).sort().join(',')}}` : `:${p.contentType ?? 'text'}`}`)
        .sort()
        .join(',')}}`
    case 'text':
      return ' body text'
    default:
      return ` body ${body.kind}`
  }
}

/** `POST /api/v1/admin/doctors/search body keys {allowed,limit}`, `GET /api/v1/doctors/{id} query keys {limit}`. */
export const shapeOf = (request: RecordedRequest): string => {
  const queryKeys = [...new Set(request.query.map(([k]) => k))].sort()
  return `${request.method.toUpperCase()} ${pathTemplate(request.path)}${queryKeys.length ? ` query keys {${queryKeys.join(',')}}` : ''}${bodyShape(request.body)}`
}

/** The kinds of the top-level body values: `{allowed:boolean,limit:integer}`. */
const bodyKinds = (body: RecordedBody): Record<string, string> => {
  if (body?.kind === 'json' && body.json !== null && typeof body.json === 'object' && !Array.isArray(body.json)) {
    const json = body.json as Record<string, Json>
    return Object.fromEntries(Object.keys(json).map((k) => [k, kindOf(json[k])]))
  }
  if (body?.kind === 'multipart') {
    const out: Record<string, string> = {}
    for (const part of body.parts) if (part.json && typeof part.json === 'object' && !Array.isArray(part.json)) for (const [k, v] of Object.entries(part.json)) out[`${part.name}.${k}`] = kindOf(v)
    return out
  }
  return {}
}

// ---------------------------------------------------------------------------------------------
// Loading

export const readRecording = (location: string): RecordedExchange[] => {
  const files = statSync(location).isDirectory()
    ? readdirSync(location)
        .filter((f) => f.endsWith('.jsonl'))
        .sort()
        .map((f) => join(location, f))
    : [location]
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .flatMap((line, index) => {
        try {
          return [JSON.parse(line) as RecordedExchange]
        } catch {
          console.error(`${file}:${index + 1}: not a JSON line (${line.slice(0, 120)}…): left out`)
          return []
        }
      }),
  )
}

export const readPacts = (dir: string): NamedInteraction[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const pact = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { interactions?: PactInteraction[] }
      return (pact.interactions ?? []).filter((i) => i.type === undefined || i.type === 'Synchronous/HTTP').map((i) => ({ ...i, file }))
    })

// ---------------------------------------------------------------------------------------------
// Checking

export interface ShapeReport {
  readonly shape: string
  readonly count: number
  readonly pages: readonly string[]
  readonly kinds: Readonly<Record<string, string>>
  readonly statuses: readonly number[]
  /** Interactions of the same method and path template, with why they did not match (first request). */
  readonly nearest: readonly { readonly description: string; readonly mismatches: readonly Mismatch[] }[]
}
export interface ResponseReport {
  readonly shape: string
  readonly count: number
  readonly statuses: readonly number[]
  readonly interactions: readonly { readonly description: string; readonly mismatches: readonly Mismatch[] }[]
}
export interface CheckResult {
  readonly requests: number
  readonly ignored: number
  readonly shapes: number
  readonly describedRequests: number
  readonly describedShapes: number
  readonly responsesMatched: number
  readonly undescribed: readonly ShapeReport[]
  readonly responseMismatches: readonly ResponseReport[]
  readonly ok: boolean
}

const interactionTemplate = (interaction: PactInteraction): string => {
  const generator = interaction.request.generators?.path as { expression?: string } | undefined
  const path = typeof generator?.expression === 'string' ? generator.expression.replace(/\$\{[^}]*\}/g, '0') : interaction.request.path
  return `${interaction.request.method.toUpperCase()} ${pathTemplate(path)}`
}

/** Interactions of the same method and path template; else those sharing the most path segments (at least all but one). */
const nearestInteractions = (interactions: readonly NamedInteraction[], byTemplate: ReadonlyMap<string, NamedInteraction[]>, request: RecordedRequest): NamedInteraction[] => {
  const method = request.method.toUpperCase()
  const same = byTemplate.get(`${method} ${pathTemplate(request.path)}`)
  if (same) return same
  const segments = pathTemplate(request.path).split('/')
  const scored = interactions.flatMap((i) => {
    const [m, path = ''] = interactionTemplate(i).split(' ')
    const other = path.split('/')
    return m === method && other.length === segments.length ? [{ i, score: other.filter((s, k) => s === segments[k]).length }] : []
  })
  const best = Math.max(segments.length - 1, ...scored.map((s) => s.score))
  return scored.filter((s) => s.score === best).map((s) => s.i)
}

const merge = (into: Record<string, Set<string>>, kinds: Record<string, string>) => {
  for (const [k, v] of Object.entries(kinds)) (into[k] ??= new Set()).add(v)
}

/**
 * The catalogued calls whose answer is a stream (`shape: 'stream'`, the live updates): a Pact
 * response must end, so no interaction can describe them; they are tested over real HTTP on both
 * engines (tests/server/live.test.ts) and in the browser (tests/e2e/live.spec.ts), and left out here.
 */
const streamPaths = allEndpoints
  .filter((e) => e.shape === 'stream')
  .map((e) => new RegExp(`^${(groupBase[e.group] + e.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`))
const isStream = (e: RecordedExchange) => streamPaths.some((pattern) => pattern.test(e.request.path))

export const checkRecording = (exchanges: readonly RecordedExchange[], interactions: readonly NamedInteraction[]): CheckResult => {
  const fromConsole = exchanges.filter((e) => (e.from === undefined || e.from === 'console') && !isStream(e))
  const byTemplate = new Map<string, NamedInteraction[]>()
  for (const i of interactions) byTemplate.set(interactionTemplate(i), [...(byTemplate.get(interactionTemplate(i)) ?? []), i])
  const shapes = new Map<string, { count: number; described: number; pages: Set<string>; kinds: Record<string, Set<string>>; statuses: Set<number>; first?: RecordedExchange }>()
  const responseFailures = new Map<string, { count: number; statuses: Set<number>; interactions: { description: string; mismatches: Mismatch[] }[] }>()
  let describedRequests = 0
  let responsesMatched = 0
  for (const exchange of fromConsole) {
    const shape = shapeOf(exchange.request)
    const entry = shapes.get(shape) ?? { count: 0, described: 0, pages: new Set<string>(), kinds: {}, statuses: new Set<number>() }
    shapes.set(shape, entry)
    entry.count++
    const matching = interactions.filter((i) => matchRequest(i.request, exchange.request).length === 0)
    if (matching.length === 0) {
      entry.first ??= exchange // the first undescribed one: the nearest interactions say why
      if (exchange.page) entry.pages.add(exchange.page)
      merge(entry.kinds, bodyKinds(exchange.request.body))
      entry.statuses.add(exchange.response.status)
      continue
    }
    entry.described++
    describedRequests++
    const verdicts = matching.map((i) => ({ description: i.description, mismatches: matchResponse(i.response, exchange.response, exchange.aborted === true) }))
    if (verdicts.some((v) => v.mismatches.length === 0)) {
      responsesMatched++
      continue
    }
    const failure = responseFailures.get(shape) ?? { count: 0, statuses: new Set<number>(), interactions: verdicts }
    failure.count++
    failure.statuses.add(exchange.response.status)
    responseFailures.set(shape, failure)
  }
  const undescribed: ShapeReport[] = [...shapes.entries()]
    .flatMap(([shape, e]) => (e.first ? [{ shape, e, first: e.first }] : []))
    .map(({ shape, e, first }) => {
      const nearest = nearestInteractions(interactions, byTemplate, first.request).map((i) => ({ description: i.description, mismatches: matchRequest(i.request, first.request) }))
      return {
        shape: e.described > 0 ? `${shape} (${e.count - e.described} of ${e.count})` : shape,
        count: e.count - e.described,
        pages: [...e.pages].sort(),
        kinds: Object.fromEntries(Object.entries(e.kinds).map(([k, v]) => [k, [...v].sort().join('|')])),
        statuses: [...e.statuses].sort(),
        nearest,
      }
    })
    .sort((a, b) => b.count - a.count || a.shape.localeCompare(b.shape))
  const responseMismatches: ResponseReport[] = [...responseFailures.entries()]
    .map(([shape, f]) => ({ shape, count: f.count, statuses: [...f.statuses].sort(), interactions: f.interactions }))
    .sort((a, b) => b.count - a.count || a.shape.localeCompare(b.shape))
  return {
    requests: fromConsole.length,
    ignored: exchanges.length - fromConsole.length,
    shapes: shapes.size,
    describedRequests,
    describedShapes: [...shapes.values()].filter((e) => e.described === e.count).length,
    responsesMatched,
    undescribed,
    responseMismatches,
    ok: fromConsole.length > 0 && undescribed.length === 0 && responseMismatches.length === 0,
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const percent = (n: number, of: number): string => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`)

/** The first mismatch at each place, list items folded into [*] (a rule broken by every row shows once). */
const mismatchLines = (mismatches: readonly Mismatch[], limit = 4): string[] => {
  const seen = new Map<string, Mismatch>()
  for (const m of mismatches) {
    const at = m.at.replace(/\[\d+\]/g, '[*]')
    if (!seen.has(`${at}|${m.message.replace(/ but got .*$/, '')}`)) seen.set(`${at}|${m.message.replace(/ but got .*$/, '')}`, { at, message: m.message })
  }
  const folded = [...seen.values()]
  return [...folded.slice(0, limit).map((m) => `${m.at}: ${m.message}`), ...(folded.length > limit ? [`… ${folded.length - limit} more`] : [])]
}

export const formatReport = (result: CheckResult, markdown = false): string => {
  const lines: string[] = []
  const b = (s: string) => (markdown ? `\`${s}\`` : s)
  lines.push(markdown ? '# Recorded console requests against the Pact files' : 'Recorded console requests against the Pact files')
  lines.push('')
  lines.push(`${markdown ? '- ' : ''}requests: ${result.requests} (other /api requests and streams ignored: ${result.ignored})`)
  lines.push(`${markdown ? '- ' : ''}distinct shapes: ${result.shapes}`)
  lines.push(`${markdown ? '- ' : ''}described: ${result.describedRequests}/${result.requests} requests (${percent(result.describedRequests, result.requests)}), ${result.describedShapes}/${result.shapes} shapes (${percent(result.describedShapes, result.shapes)})`)
  lines.push(`${markdown ? '- ' : ''}responses matched: ${result.responsesMatched}/${result.describedRequests} of the described requests (${percent(result.responsesMatched, result.describedRequests)})`)
  if (result.requests === 0) lines.push('', 'No console request was recorded: run the browser suite first (npx playwright test).')
  if (result.undescribed.length) {
    lines.push('', `${markdown ? '## ' : ''}Undescribed shapes (${result.undescribed.length}; requests: ${result.undescribed.reduce((n, s) => n + s.count, 0)})`, '')
    for (const s of result.undescribed) {
      lines.push(`${markdown ? '- ' : '  '}${String(s.count).padStart(markdown ? 0 : 4)} × ${b(s.shape)} → ${s.statuses.join('/')}`)
      const kinds = Object.entries(s.kinds)
      const indent = markdown ? '  - ' : '         '
      if (kinds.length) lines.push(`${indent}kinds {${kinds.map(([k, v]) => `${k}:${v}`).join(', ')}}`)
      if (s.pages.length) lines.push(`${indent}pages ${s.pages.slice(0, 6).join(' ')}${s.pages.length > 6 ? ' …' : ''}`)
      if (s.nearest.length === 0) lines.push(`${indent}no interaction of this method and path`)
      for (const n of s.nearest.slice(0, 3)) lines.push(`${indent}nearest ${b(n.description)}: ${mismatchLines(n.mismatches, 3).join('; ')}`)
      if (s.nearest.length > 3) lines.push(`${indent}… ${s.nearest.length - 3} more interactions of this method and path`)
    }
  }
  if (result.responseMismatches.length) {
    lines.push('', `${markdown ? '## ' : ''}Responses matching none of their interactions (${result.responseMismatches.length} shapes)`, '')
    for (const r of result.responseMismatches) {
      lines.push(`${markdown ? '- ' : '  '}${String(r.count).padStart(markdown ? 0 : 4)} × ${b(r.shape)} → ${r.statuses.join('/')}`)
      const indent = markdown ? '  - ' : '         '
      for (const i of r.interactions.slice(0, 3)) lines.push(`${indent}${b(i.description)}: ${mismatchLines(i.mismatches).join('; ')}`)
    }
  }
  lines.push('', result.ok ? 'OK: every recorded request is described and every response matches.' : 'FAILED: see the shapes above (docs/contracts.md "Recorded requests").')
  return lines.join('\n')
}

const main = () => {
  const { values } = parseArgs({
    options: {
      recording: { type: 'string', default: '.tmp/api-recording' },
      pacts: { type: 'string', default: 'contracts/pacts' },
      report: { type: 'string', default: '.tmp/recorded-contracts/report.md' },
      summary: { type: 'boolean', default: false },
    },
  })
  const recording = values.recording as string
  if (!existsSync(recording)) {
    console.error(`No recording at ${recording}: run the browser suite first (npx playwright test; docs/contracts.md "Recorded requests").`)
    process.exit(2)
  }
  const started = Date.now()
  const result = checkRecording(readRecording(recording), readPacts(values.pacts as string))
  const text = formatReport(result)
  const verdict = result.ok
    ? 'OK: every recorded request is described and every response matches.'
    : `${result.undescribed.length} undescribed shape(s), ${result.responseMismatches.length} shape(s) with responses matching none of their interactions: npm run contracts:recorded lists them.`
  console.log(values.summary ? [...text.split('\n').slice(0, 6), '', verdict].join('\n') : text)
  const report = values.report as string
  mkdirSync(dirname(report), { recursive: true })
  writeFileSync(report, `${formatReport(result, true)}\n`)
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s; the whole report: ${report}, and as JSON: ${basename(report, '.md')}.json)`)
  writeFileSync(report.replace(/\.md$/, '.json'), `${JSON.stringify(result, null, 2)}\n`)
  process.exit(result.requests === 0 ? 2 : result.ok ? 0 : 1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
