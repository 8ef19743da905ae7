/**
 * Bulk MP grant (/mp_management): staff pick doctors from a search, give the amount (the spec's
 * 付与するMP combobox, coerced like the one-doctor dialog: `parseMpAmount`) and a required note,
 * confirm the total (doctors × MP), and read the outcome per doctor (granted, or refused: frozen,
 * balance would go below zero). One PATCH /mp/mp carries every picked doctor.
 *
 *   selecting --grant.open [picked]--> amount --mp.submit [amount and note ok]--> confirming
 *       ^                               ^  \--mp.cancel--> selecting             |  \--confirm.back--> amount
 *       |                               +---- call failed (problem) ----- granting <--confirm.ok
 *       +--------------- results.close (selection cleared) ---------------- results <--+
 */
import { assign, setup } from 'xstate'
import type { DoctorId } from '../../domain/ids'
import type { MpGrantInput, MpGrantResult } from '../../domain/points'
import { messageOf, required } from '../../machines/machine-helpers'
import { parseMpAmount, type MpProblem } from './mp-grant.machine'

/** A picked doctor, as the page shows it. */
export interface BulkGrantDoctor {
  readonly id: DoctorId
  readonly name: string
  readonly balance: number
}

/** The outcome for one picked doctor. */
export interface BulkGrantOutcome {
  readonly doctor: BulkGrantDoctor
  readonly ok: boolean
  /** The balance after the grant (granted) or as it stays (refused). */
  readonly balance: number
  /** Why it was refused, when the server said. */
  readonly error?: string
}

export interface BulkGrantContext {
  readonly selected: ReadonlyArray<BulkGrantDoctor>
  readonly value: string | number | null
  readonly note: string
  readonly problem?: MpProblem
  readonly noteMissing: boolean
  /** The checked amount, from `mp.submit` on. */
  readonly amount?: number
  readonly outcomes: ReadonlyArray<BulkGrantOutcome>
}

export type BulkGrantEvent =
  | { readonly type: 'select.toggle'; readonly doctor: BulkGrantDoctor }
  | { readonly type: 'select.clear' }
  /** Doctors named in a paste or a file (src/areas/points/doctor-resolve.machine.ts): added, each doctor once. */
  | { readonly type: 'select.add'; readonly doctors: ReadonlyArray<BulkGrantDoctor> }
  | { readonly type: 'grant.open' }
  | { readonly type: 'mp.change'; readonly value: string | number | null }
  | { readonly type: 'note.change'; readonly note: string }
  | { readonly type: 'mp.submit' }
  | { readonly type: 'mp.cancel' }
  | { readonly type: 'confirm.ok' }
  | { readonly type: 'confirm.back' }
  | { readonly type: 'results.close' }

/** The total a confirmed grant moves: doctors × MP. */
export const bulkGrantTotal = (context: Pick<BulkGrantContext, 'selected' | 'amount'>): number => context.selected.length * (context.amount ?? 0)

const noteOk = (note: string) => note.trim() !== ''

export const bulkGrantMachine = setup({
  types: {
    context: {} as BulkGrantContext,
    events: {} as BulkGrantEvent,
  },
  actors: {
    grantMp: required<MpGrantResult, MpGrantInput>('grantMp'),
  },
  guards: {
    picked: ({ context }) => context.selected.length > 0,
    complete: ({ context }) => parseMpAmount(context.value).ok && noteOk(context.note),
  },
}).createMachine({
  id: 'bulkGrant',
  context: { selected: [], value: null, note: '', noteMissing: false, outcomes: [] },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'select.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.some((d) => d.id === event.doctor.id)
                ? context.selected.filter((d) => d.id !== event.doctor.id)
                : [...context.selected, event.doctor],
          }),
        },
        'select.clear': { actions: assign({ selected: [] }) },
        'select.add': {
          actions: assign({
            selected: ({ context, event }) => {
              const picked = new Set(context.selected.map((d) => d.id))
              const added = event.doctors.filter((d) => !picked.has(d.id) && picked.add(d.id))
              return [...context.selected, ...added]
            },
          }),
        },
        'grant.open': { guard: 'picked', target: 'amount' },
      },
    },
    amount: {
      on: {
        'mp.change': { actions: assign({ value: ({ event }) => event.value, problem: undefined }) },
        'note.change': { actions: assign({ note: ({ event }) => event.note, noteMissing: false }) },
        'mp.submit': [
          {
            guard: 'complete',
            target: 'confirming',
            actions: assign({
              problem: undefined,
              noteMissing: false,
              amount: ({ context }) => {
                const p = parseMpAmount(context.value)
                return p.ok ? p.amount : undefined
              },
            }),
          },
          {
            actions: assign({
              problem: ({ context }) => {
                const p = parseMpAmount(context.value)
                return p.ok ? undefined : p.problem
              },
              noteMissing: ({ context }) => !noteOk(context.note),
            }),
          },
        ],
        'mp.cancel': { target: 'selecting', actions: assign({ problem: undefined, noteMissing: false }) },
      },
    },
    confirming: {
      on: {
        'confirm.ok': 'granting',
        'confirm.back': 'amount',
      },
    },
    granting: {
      tags: ['busy'],
      invoke: {
        id: 'grantMp',
        src: 'grantMp',
        input: ({ context }) => ({ doctorIds: context.selected.map((d) => d.id), amount: context.amount ?? Number.NaN, note: context.note.trim() }),
        onDone: {
          target: 'results',
          actions: assign({
            outcomes: ({ context, event }) =>
              context.selected.map((doctor): BulkGrantOutcome => {
                const r = event.output.results.find((x) => x.doctorId === doctor.id)
                if (!r) return { doctor, ok: false, balance: doctor.balance }
                return { doctor, ok: r.ok, balance: r.balance, ...(r.error ? { error: r.error } : {}) }
              }),
          }),
        },
        // Nobody was granted (every doctor refused, or the call failed): the dialog says why.
        onError: { target: 'amount', actions: assign({ problem: ({ event }): MpProblem => ({ kind: 'refused', message: messageOf(event.error) }) }) },
      },
    },
    results: {
      on: {
        'results.close': { target: 'selecting', actions: assign({ selected: [], outcomes: [], value: null, note: '', amount: undefined }) },
      },
    },
  },
})

export type BulkGrantMachine = typeof bulkGrantMachine
