/**
 * The MP grant dialog (付与するMP): an editable combobox of presets that also takes a free
 * number. Whatever is typed is coerced to a number (full-width digits and thousands separators
 * accepted); a non-number is refused with a Japanese message and never sent.
 *
 *   editing --mp.submit [valid]--> submitting --> granted (final, output: new balance)
 *      ^  \--mp.cancel--> cancelled (final)        |
 *      +------- refused / server error ------------+
 */
import { Exit, Schema } from 'effect'
import { assign, fromPromise, setup } from 'xstate'
import type { DoctorId } from '../domain/ids'
import { MpAmount, mpPresets, type MpGrantInput, type MpGrantResult } from '../domain/points'
import { issueLines } from '../domain/issues'
import { messageOf } from './list.machine'

export { mpPresets }

export const mpTexts = {
  required: '付与するMPを入力してください',
  notNumber: 'MPは数値で入力してください',
} as const

export type MpParse = { readonly ok: true; readonly amount: number } | { readonly ok: false; readonly message: string }

const checkAmount = Schema.decodeUnknownExit(MpAmount)

/** Coerce what the combobox holds (a preset number or typed text) to an MP amount. */
export const parseMpAmount = (value: string | number | null | undefined): MpParse => {
  if (value === null || value === undefined) return { ok: false, message: mpTexts.required }
  let n: number
  if (typeof value === 'number') n = value
  else {
    const text = value.normalize('NFKC').replace(/[,\s]/g, '').replace(/^[\u2212\u30FC\uFF0D]/, '-')
    if (text === '') return { ok: false, message: mpTexts.required }
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, message: mpTexts.notNumber }
    n = Number(text)
  }
  const exit = checkAmount(n)
  if (Exit.isSuccess(exit)) return { ok: true, amount: exit.value }
  const error = exit.cause.reasons.map((r) => (r._tag === 'Fail' ? r.error : undefined)).find(Schema.isSchemaError)
  return { ok: false, message: error ? (issueLines(error.issue)[0]?.message ?? mpTexts.notNumber) : mpTexts.notNumber }
}

export interface MpGrantContext {
  readonly doctorIds: ReadonlyArray<DoctorId>
  readonly value: string | number | null
  readonly error?: string
  readonly balance?: number
}

export type MpGrantEvent =
  | { readonly type: 'mp.change'; readonly value: string | number | null }
  | { readonly type: 'mp.submit' }
  | { readonly type: 'mp.cancel' }

export const mpGrantMachine = setup({
  types: {
    context: {} as MpGrantContext,
    events: {} as MpGrantEvent,
    input: {} as { readonly doctorIds: ReadonlyArray<DoctorId> },
    output: {} as { readonly granted: boolean; readonly balance?: number },
  },
  actors: {
    grantMp: fromPromise<MpGrantResult, MpGrantInput>(async () => {
      throw new Error('provide grantMp')
    }),
  },
  guards: {
    valid: ({ context }) => parseMpAmount(context.value).ok,
  },
}).createMachine({
  id: 'mpGrant',
  context: ({ input }) => ({ doctorIds: input.doctorIds, value: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mp.change': { actions: assign({ value: ({ event }) => event.value, error: undefined }) },
        'mp.submit': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: undefined }) },
          { actions: assign({ error: ({ context }) => { const p = parseMpAmount(context.value); return p.ok ? undefined : p.message } }) },
        ],
        'mp.cancel': 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'grantMp',
        src: 'grantMp',
        input: ({ context }) => {
          const p = parseMpAmount(context.value)
          return { doctorIds: context.doctorIds, amount: p.ok ? p.amount : Number.NaN }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.results.some((r) => !r.ok),
            target: 'editing',
            actions: assign({ error: ({ event }) => event.output.results.find((r) => !r.ok)?.error ?? 'MPを付与できませんでした' }),
          },
          { target: 'granted', actions: assign({ balance: ({ event }) => event.output.results[0]?.balance }) },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    granted: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ granted: context.balance !== undefined, ...(context.balance !== undefined ? { balance: context.balance } : {}) }),
})

export type MpGrantMachine = typeof mpGrantMachine
