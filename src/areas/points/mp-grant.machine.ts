/**
 * The MP grant dialog (付与するMP): an editable combobox of presets that also takes a free
 * number. Whatever is typed is coerced to a number (full-width digits and thousands separators
 * accepted); a non-number is refused with a Japanese message and never sent.
 *
 *   editing --mp.submit [valid]--> submitting --> granted (final, output: new balance)
 *      ^  \--mp.cancel--> cancelled (final)        |
 *      +------- refused / server error ------------+
 *
 * Misuse (SPEC section 8) changes nothing and emits `dialog.rejected` (a typed `DialogMisuse`,
 * src/machines/dialog-misuse.ts): OK when the dialog has no doctor, any input while sending.
 */
import { Exit, Schema } from 'effect'
import { assign, emit, setup } from 'xstate'
import type { DoctorId } from '../../domain/ids'
import { MpAmount, mpPresets, type MpGrantInput, type MpGrantResult } from '../../domain/points'
import { issueLines } from '../../domain/issues'
import { messageOf, required } from '../../machines/machine-helpers'
import { dialogMisuse, dialogMisuseText, type DialogMisuseEmitted } from '../../machines/dialog-misuse'

export { mpPresets }

/** Why an amount cannot be sent, or why the server refused it (the texts live in src/views/text). */
export type MpProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'notNumber' }
  /** The domain's own check (range, integer): its message. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** The server refused or the call failed; `message` when it said why. */
  | { readonly kind: 'refused'; readonly message?: string }

export type MpParse = { readonly ok: true; readonly amount: number } | { readonly ok: false; readonly problem: MpProblem }

const checkAmount = Schema.decodeUnknownExit(MpAmount)

/** Coerce what the combobox holds (a preset number or typed text) to an MP amount. */
export const parseMpAmount = (value: string | number | null | undefined): MpParse => {
  if (value === null || value === undefined) return { ok: false, problem: { kind: 'required' } }
  let n: number
  if (typeof value === 'number') n = value
  else {
    const text = value.normalize('NFKC').replace(/[,\s]/g, '').replace(/^[\u2212\u30FC\uFF0D]/, '-')
    if (text === '') return { ok: false, problem: { kind: 'required' } }
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, problem: { kind: 'notNumber' } }
    n = Number(text)
  }
  const exit = checkAmount(n)
  if (Exit.isSuccess(exit)) return { ok: true, amount: exit.value }
  const error = exit.cause.reasons.map((r) => (r._tag === 'Fail' ? r.error : undefined)).find(Schema.isSchemaError)
  const message = error ? issueLines(error.issue)[0]?.message : undefined
  return { ok: false, problem: message ? { kind: 'invalid', message } : { kind: 'notNumber' } }
}

export interface MpGrantContext {
  readonly doctorIds: ReadonlyArray<DoctorId>
  readonly value: string | number | null
  readonly problem?: MpProblem
  readonly balance?: number
}

export type MpGrantEvent =
  | { readonly type: 'mp.change'; readonly value: string | number | null }
  | { readonly type: 'mp.submit' }
  | { readonly type: 'mp.cancel' }

/** Several doctors (a bulk grant), or the one doctor a record machine shows (its dialog input). */
export type MpGrantInputOf = { readonly doctorIds: ReadonlyArray<DoctorId> } | { readonly id: DoctorId }

/** `done`: MP was granted (the record machine then reloads the doctor). */
export interface MpGrantOutput {
  readonly done: boolean
  readonly balance?: number
}

export const mpGrantMachine = setup({
  types: {
    context: {} as MpGrantContext,
    events: {} as MpGrantEvent,
    input: {} as MpGrantInputOf,
    output: {} as MpGrantOutput,
    emitted: {} as DialogMisuseEmitted,
  },
  actors: {
    grantMp: required<MpGrantResult, MpGrantInput>('grantMp'),
  },
  guards: {
    valid: ({ context }) => parseMpAmount(context.value).ok,
    noDoctors: ({ context }) => context.doctorIds.length === 0,
  },
  actions: {
    /** Misuse (SPEC section 8): OK for no doctor at all (the dialog opened without doctors). */
    rejectNoDoctors: emit(() => ({ type: 'dialog.rejected' as const, error: dialogMisuse('mpGrant', 'invalid-request', dialogMisuseText.mpGrant['invalid-request']()) })),
    /** Misuse: a change, OK or キャンセル while the grant is being sent (the dialog disables them). */
    rejectBusy: emit(() => ({ type: 'dialog.rejected' as const, error: dialogMisuse('mpGrant', 'busy', dialogMisuseText.mpGrant.busy()) })),
  },
}).createMachine({
  id: 'mpGrant',
  context: ({ input }) => ({ doctorIds: 'doctorIds' in input ? input.doctorIds : [input.id], value: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mp.change': { actions: assign({ value: ({ event }) => event.value, problem: undefined }) },
        'mp.submit': [
          { guard: 'noDoctors', actions: 'rejectNoDoctors' },
          { guard: 'valid', target: 'submitting', actions: assign({ problem: undefined }) },
          { actions: assign({ problem: ({ context }) => { const p = parseMpAmount(context.value); return p.ok ? undefined : p.problem } }) },
        ],
        'mp.cancel': 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      on: { 'mp.change': { actions: 'rejectBusy' }, 'mp.submit': { actions: 'rejectBusy' }, 'mp.cancel': { actions: 'rejectBusy' } },
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
            actions: assign({
              problem: ({ event }): MpProblem => {
                const message = event.output.results.find((r) => !r.ok)?.error
                return message ? { kind: 'refused', message } : { kind: 'refused' }
              },
            }),
          },
          { target: 'granted', actions: assign({ balance: ({ event }) => event.output.results[0]?.balance }) },
        ],
        onError: { target: 'editing', actions: assign({ problem: ({ event }): MpProblem => ({ kind: 'refused', message: messageOf(event.error) }) }) },
      },
    },
    granted: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ done: context.balance !== undefined, ...(context.balance !== undefined ? { balance: context.balance } : {}) }),
})

export type MpGrantMachine = typeof mpGrantMachine
