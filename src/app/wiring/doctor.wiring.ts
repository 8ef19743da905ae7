/**
 * Composition of the doctor pages: the pure machines get their actors here, from a
 * `DoctorApi` (promise functions bound to the Effect services in doctor-api.wiring.ts) and the
 * app-wide message dialog. Nothing else imports both a machine and a service.
 */
import { fromPromise } from 'xstate'
import type { Page } from '../../domain/endpoint'
import type { Doctor, DoctorInput, DoctorSearch, DoctorStatusPatch } from '../../domain/doctor'
import type { DoctorId } from '../../domain/ids'
import type { MpGrantInput, MpGrantResult } from '../../domain/points'
import { csvImportMachine, type CheckedRow, type CommitBatchInput, type ParsedCsv, type ParseFileInput, type RowOutcome } from '../../machines/csv-import.machine'
import { doctorFormMachine, doctorToValues, type DoctorFormValues } from '../../machines/doctor-form.machine'
import { doctorListMachine, doctorSearchBody, type DoctorListSearch } from '../../machines/doctor-list.machine'
import { doctorLookupsMachine, type DoctorLookups } from '../../machines/doctor-lookups.machine'
import { doctorMachine, type SetStatusInput } from '../../machines/doctor.machine'
import type { SaveInput } from '../../machines/entity-form.machine'
import type { ListPage, PagingSearch } from '../../machines/list.machine'
import { mpGrantMachine } from '../../machines/mp-grant.machine'

/** One bulk_registers row result, as the domain's BulkResult defines it. */
export interface BulkRowResultLike {
  readonly row: number
  readonly importKey: string
  readonly ok: boolean
  readonly duplicate?: boolean | undefined
  readonly errors?: ReadonlyArray<string> | undefined
}

export interface BulkRows<Input> {
  readonly rows: ReadonlyArray<{ readonly row: number; readonly importKey: string; readonly input: Input }>
}

export interface DoctorApi {
  readonly search: (body: DoctorSearch, signal: AbortSignal) => Promise<Page<Doctor>>
  readonly get: (id: DoctorId, signal: AbortSignal) => Promise<Doctor>
  readonly create: (body: DoctorInput, signal: AbortSignal) => Promise<Doctor>
  readonly update: (id: DoctorId, body: DoctorInput, signal: AbortSignal) => Promise<Doctor>
  readonly setStatus: (id: DoctorId, patch: DoctorStatusPatch, signal: AbortSignal) => Promise<Doctor>
  readonly remove: (id: DoctorId, signal: AbortSignal) => Promise<unknown>
  readonly grantMp: (input: MpGrantInput, signal: AbortSignal) => Promise<MpGrantResult>
  readonly bulkRegister: (body: BulkRows<DoctorInput>, signal: AbortSignal) => Promise<{ readonly results: ReadonlyArray<BulkRowResultLike> }>
  readonly lookups: (signal: AbortSignal) => Promise<DoctorLookups>
}

export interface CsvApi {
  readonly parse: (input: ParseFileInput, signal: AbortSignal) => Promise<ParsedCsv>
}

export interface Notify {
  readonly error: (message: string) => void
  readonly info: (message: string) => void
}

/** bulk_registers outcomes in the import machine's terms. */
export const toOutcomes = (results: ReadonlyArray<BulkRowResultLike>): ReadonlyArray<RowOutcome> =>
  results.map((r) => ({
    key: r.importKey,
    status: !r.ok ? 'failed' : r.duplicate ? 'duplicate' : 'created',
    ...(r.errors && r.errors.length > 0 ? { errors: r.errors } : {}),
  }))

export const toBulkRows = <Input>(rows: ReadonlyArray<CheckedRow>): BulkRows<Input> => ({
  rows: rows.map((r) => ({ row: r.line, importKey: r.key, input: r.value as Input })),
})

export const csvImportFor = <Input>(csv: CsvApi, bulkRegister: (body: BulkRows<Input>, signal: AbortSignal) => Promise<{ readonly results: ReadonlyArray<BulkRowResultLike> }>) =>
  csvImportMachine.provide({
    actors: {
      parseFile: fromPromise<ParsedCsv, ParseFileInput>(({ input, signal }) => csv.parse(input, signal)),
      commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(async ({ input, signal }) =>
        toOutcomes((await bulkRegister(toBulkRows<Input>(input.rows), signal)).results),
      ),
    },
  })

export const doctorWiring = (api: DoctorApi, csv: CsvApi, notify: Notify) => ({
  list: doctorListMachine.provide({
    actors: {
      fetchPage: fromPromise<ListPage<Doctor>, PagingSearch>(({ input, signal }) => api.search(doctorSearchBody(input as DoctorListSearch), signal)),
    },
  }),
  lookups: doctorLookupsMachine.provide({
    actors: { loadLookups: fromPromise<DoctorLookups>(({ signal }) => api.lookups(signal)) },
  }),
  detail: doctorMachine.provide({
    actors: {
      loadDoctor: fromPromise<Doctor, DoctorId>(({ input, signal }) => api.get(input, signal)),
      deleteDoctor: fromPromise<unknown, DoctorId>(({ input, signal }) => api.remove(input, signal)),
      setStatus: fromPromise<Doctor, SetStatusInput>(({ input, signal }) => api.setStatus(input.id, input.patch, signal)),
      mpGrant: mpGrantMachine.provide({
        actors: { grantMp: fromPromise<MpGrantResult, MpGrantInput>(({ input, signal }) => api.grantMp(input, signal)) },
      }),
    },
    actions: {
      showError: (_, params) => notify.error(params.message),
      showDone: (_, params) => notify.info(params.message),
    },
  }),
  form: doctorFormMachine.provide({
    actors: {
      loadEntity: fromPromise<DoctorFormValues, string>(async ({ input, signal }) => doctorToValues(await api.get(input as DoctorId, signal))),
      saveEntity: fromPromise<{ readonly id: string }, SaveInput<DoctorInput>>(async ({ input, signal }) => {
        const saved = input.id === undefined ? await api.create(input.body, signal) : await api.update(input.id as DoctorId, input.body, signal)
        return { id: saved.id }
      }),
    },
  }),
  importer: csvImportFor<DoctorInput>(csv, api.bulkRegister),
})

export type DoctorWiring = ReturnType<typeof doctorWiring>
