/**
 * What the points (MP) pages ask of the API (see src/services/operation.ts). /mp_management
 * uses the doctor operations (src/areas/doctor/doctor.ops.ts); /mp_swap the exchange history here.
 */
import { Effect } from 'effect'
import type { Doctor } from '../../domain/doctor'
import { sameEmail, type DoctorEntry, type EntryLookup } from '../../domain/doctor-entries'
import type { DoctorId } from '../../domain/ids'
import { listPageSize, pageOf } from '../../domain/list-query'
import type { Page } from '../../domain/endpoint'
import type { AmazonGiftHistorySearch, GiftExchange, GiftHistoryQuery, GiftHistoryTotals, MpGrantEntry, MpGrantQuery, MpGrantSearch, MpGrantTotals } from '../../domain/points'
import { maxLimit } from '../../domain/fields'
import { api } from '../../services/http/api'
import type { ApiClient } from '../../services/http/api-client.service'
import type { ApiError } from '../../services/http/api-errors'
import { CsvParseError } from '../../services/csv.service'
import { composite, local, operation } from '../../services/operation'
import { walkPages } from '../../services/walk-pages'

/** The search body of a history query: only the filters set. */
export const giftHistoryBody = (q: GiftHistoryQuery, limit: number = listPageSize): AmazonGiftHistorySearch => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    ...(keyword ? { keyword } : {}),
    ...(q.status ? { statuses: [q.status] } : {}),
    ...(q.from ? { requestedFrom: q.from } : {}),
    ...(q.to ? { requestedTo: q.to } : {}),
    ...pageOf(q, limit),
  }
}

/** The search body of a grant ledger query: only the filters set. */
export const grantSearchBody = (q: MpGrantQuery, limit: number = listPageSize): MpGrantSearch => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  const operator = q.operator
  return {
    ...(keyword ? { doctorKeyword: keyword } : {}),
    ...(operator ? { operatorKeyword: operator } : {}),
    ...(q.from ? { grantedFrom: q.from } : {}),
    ...(q.to ? { grantedTo: q.to } : {}),
    ...pageOf(q, limit),
  }
}

/** One page of the grant ledger (/mp_management, 50 a page). */
const grants = operation(api.admin.mp.grants, (q: MpGrantQuery) => ({ body: grantSearchBody(q) }))
/** One page of 100 of the grant ledger, for sums and exports. */
const grantsChunk = operation(api.admin.mp.grants, (q: MpGrantQuery) => ({ body: grantSearchBody(q, maxLimit) }))

const history = operation(api.admin.histories.amazonGifts, (q: GiftHistoryQuery) => ({ body: giftHistoryBody(q) }))
/** One page of 100 for the totals walk. */
const historyChunk = operation(api.admin.histories.amazonGifts, (q: GiftHistoryQuery) => ({ body: giftHistoryBody(q, maxLimit) }))

/** One page of 100 doctors whose search text holds the e-mail (a fragment matches too: the caller keeps the exact one). */
const doctorsByEmail = operation(api.admin.doctors.search, (input: { readonly email: string; readonly cursor?: string }) => ({
  body: { keyword: input.email, ...pageOf(input, maxLimit) },
}))
const doctorById = operation(api.general.doctors.get, (id: DoctorId) => ({ params: { doctorID: id } }))

/** Pages of fragment matches looked through for the exact e-mail at most (an e-mail is unique: it is on the first page in practice). */
const emailMaxPages = 5
/** Lookups in flight at once while a pasted list resolves (the browser opens six connections a host). */
export const resolveConcurrency = 5

/** The doctor with exactly this e-mail (not deleted), or null. */
const exactEmail = (email: string): Effect.Effect<Doctor | null, ApiError, ApiClient> =>
  Effect.gen(function* () {
    let cursor: string | undefined
    for (let n = 0; n < emailMaxPages; n++) {
      const page = yield* doctorsByEmail(cursor ? { email, cursor } : { email })
      const found = page.items.find((d) => sameEmail(d.email, email) && d.deletedAt === null)
      if (found) return found
      if (!page.nextCursorKey) return null
      cursor = page.nextCursorKey
    }
    return null
  })

/** The doctor with this id (not deleted), or null when there is none (404). */
const byId = (id: string): Effect.Effect<Doctor | null, ApiError, ApiClient> =>
  doctorById(id as DoctorId).pipe(
    Effect.map((d): Doctor | null => (d.deletedAt === null ? d : null)),
    Effect.catchIf((e) => e._tag === 'HttpStatusError' && e.status === 404, () => Effect.succeed(null)),
  )


export const pointsOps = {
  /**
   * Look up a chunk of pasted lines (/mp_management), `resolveConcurrency` at a time: an e-mail
   * through the doctor search kept only on an exact match, an id through the doctor record.
   * Unknown is null; any other failure fails the chunk (the machine offers 再試行).
   */
  resolveDoctors: composite('mp.resolveDoctors', [doctorsByEmail, doctorById], (entries: ReadonlyArray<DoctorEntry>) =>
    Effect.forEach(entries, (entry) => Effect.map(entry.kind === 'email' ? exactEmail(entry.text) : byId(entry.text), (doctor): EntryLookup => ({ entry, doctor })), {
      concurrency: resolveConcurrency,
    }),
  ),
  /** A file of doctors' e-mails or ids as text: UTF-8 (with or without the BOM) or Shift_JIS, like the CSV import. */
  readEntriesFile: local('mp.readEntriesFile', (file: Blob) =>
    Effect.tryPromise({
      // loaded on use (a small chunk: the platform's TextDecoder decides the encoding)
      try: async () => (await import('../../services/csv/encoding')).decodeCsvBytes(new Uint8Array(await file.arrayBuffer())).text,
      catch: (e) => ((e as { _tag?: string } | null)?._tag === 'UnknownEncodingError' ? CsvParseError.of('encoding') : CsvParseError.of('read', e instanceof Error ? e.message : undefined)),
    }),
  ),
  history,
  /**
   * The totals of the period: walks every page of the query (100 rows a page) and sums count,
   * points and yen. Given as a one-item page so the generic list machine can hold it.
   */
  historyTotals: composite('histories.totals', [historyChunk], (q: GiftHistoryQuery) =>
    walkPages(historyChunk, q, { count: 0, points: 0, amountYen: 0 }, (t, e: GiftExchange) => ({
      count: t.count + 1,
      points: t.points + e.points,
      amountYen: t.amountYen + e.amountYen,
    })).pipe(Effect.map(({ value, partial }): Page<GiftHistoryTotals> => ({ items: [{ ...value, partial }], nextCursorKey: null }))),
  ),
  grants,
  /** The grants a ledger query matches, summed over every page (a one-item page). */
  grantTotals: composite('mp.grantTotals', [grantsChunk], (q: MpGrantQuery) =>
    walkPages(grantsChunk, q, { count: 0, amount: 0 }, (t, g: MpGrantEntry) => ({ count: t.count + 1, amount: t.amount + g.amount })).pipe(
      Effect.map(({ value, partial }): Page<MpGrantTotals> => ({ items: [{ ...value, partial }], nextCursorKey: null })),
    ),
  ),
} as const
