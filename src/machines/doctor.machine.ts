/**
 * The doctor detail page and its actions (SPEC 2 dialogs, 4 states).
 *
 *   loading --> viewing --doctor.delete  [not deleted]--> confirmingDelete   --dialog.accept--> deleting   --> deleted (final)
 *                  |    --doctor.freeze  [not frozen]--> confirmingFreeze   --dialog.accept--> freezing   --> viewing
 *                  |    --doctor.unfreeze[frozen]----->  confirmingUnfreeze --dialog.accept--> unfreezing --> viewing
 *                  |    --doctor.allow / doctor.disallow (no dialog) ------------------------> updating   --> viewing
 *                  +----mp.open [not deleted]--> grantingMp (child: mp-grant machine) --> viewing (balance refreshed)
 * Guards decide which actions exist, so the page offers only what the current state allows
 * (`state.can({ type: 'doctor.freeze' })`). A failed action returns to viewing and reports
 * through the `showError` action (the composition root queues a message dialog).
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Doctor, DoctorStatusPatch } from '../domain/doctor'
import type { DoctorId } from '../domain/ids'
import { messageOf } from './list.machine'
import { mpGrantMachine } from './mp-grant.machine'

export interface DoctorContext {
  readonly id: DoctorId
  readonly doctor?: Doctor
  readonly error?: string
}

export type DoctorEvent =
  | { readonly type: 'doctor.delete' }
  | { readonly type: 'doctor.freeze' }
  | { readonly type: 'doctor.unfreeze' }
  | { readonly type: 'doctor.allow' }
  | { readonly type: 'doctor.disallow' }
  | { readonly type: 'mp.open' }
  | { readonly type: 'dialog.accept' }
  | { readonly type: 'dialog.cancel' }
  | { readonly type: 'doctor.reload' }

export interface SetStatusInput {
  readonly id: DoctorId
  readonly patch: DoctorStatusPatch
}

const live = (d: Doctor | undefined): d is Doctor => d !== undefined && d.deletedAt === null

export const doctorMachine = setup({
  types: {
    context: {} as DoctorContext,
    events: {} as DoctorEvent,
    input: {} as { readonly id: DoctorId },
  },
  actors: {
    loadDoctor: fromPromise<Doctor, DoctorId>(async () => {
      throw new Error('provide loadDoctor')
    }),
    deleteDoctor: fromPromise<unknown, DoctorId>(async () => {
      throw new Error('provide deleteDoctor')
    }),
    setStatus: fromPromise<Doctor, SetStatusInput>(async () => {
      throw new Error('provide setStatus')
    }),
    mpGrant: mpGrantMachine,
  },
  actions: {
    storeDoctor: assign({ doctor: ({ event }) => (event as unknown as { output: Doctor }).output, error: undefined }),
    showError: (_, _params: { readonly message: string }) => {},
    showDone: (_, _params: { readonly message: string }) => {},
  },
  guards: {
    canDelete: ({ context }) => live(context.doctor),
    canFreeze: ({ context }) => live(context.doctor) && !context.doctor.frozen,
    canUnfreeze: ({ context }) => live(context.doctor) && context.doctor.frozen,
    canAllow: ({ context }) => live(context.doctor) && !context.doctor.allowed,
    canDisallow: ({ context }) => live(context.doctor) && context.doctor.allowed,
    canGrant: ({ context }) => live(context.doctor),
  },
}).createMachine({
  id: 'doctor',
  context: ({ input }) => ({ id: input.id }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadDoctor',
        input: ({ context }) => context.id,
        onDone: { target: 'viewing', actions: 'storeDoctor' },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'doctor.reload': 'loading' } },
    viewing: {
      on: {
        'doctor.delete': { guard: 'canDelete', target: 'confirmingDelete' },
        'doctor.freeze': { guard: 'canFreeze', target: 'confirmingFreeze' },
        'doctor.unfreeze': { guard: 'canUnfreeze', target: 'confirmingUnfreeze' },
        'doctor.allow': { guard: 'canAllow', target: 'updating.allow' },
        'doctor.disallow': { guard: 'canDisallow', target: 'updating.disallow' },
        'mp.open': { guard: 'canGrant', target: 'grantingMp' },
        'doctor.reload': 'loading',
      },
    },
    confirmingDelete: { tags: ['dialog'], on: { 'dialog.accept': 'deleting', 'dialog.cancel': 'viewing' } },
    confirmingFreeze: { tags: ['dialog'], on: { 'dialog.accept': 'updating.freeze', 'dialog.cancel': 'viewing' } },
    confirmingUnfreeze: { tags: ['dialog'], on: { 'dialog.accept': 'updating.unfreeze', 'dialog.cancel': 'viewing' } },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteDoctor',
        input: ({ context }) => context.id,
        onDone: { target: 'deleted', actions: { type: 'showDone', params: { message: '医師アカウントを削除しました。' } } },
        onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    updating: {
      tags: ['busy'],
      // Always entered at a named child; `initial` only satisfies the compound-state rule.
      initial: 'freeze',
      states: {
        freeze: { invoke: { src: 'setStatus', input: ({ context }) => ({ id: context.id, patch: { frozen: true } }), onDone: '#doctor.updated', onError: '#doctor.updateFailed' } },
        unfreeze: { invoke: { src: 'setStatus', input: ({ context }) => ({ id: context.id, patch: { frozen: false } }), onDone: '#doctor.updated', onError: '#doctor.updateFailed' } },
        allow: { invoke: { src: 'setStatus', input: ({ context }) => ({ id: context.id, patch: { allowed: true } }), onDone: '#doctor.updated', onError: '#doctor.updateFailed' } },
        disallow: { invoke: { src: 'setStatus', input: ({ context }) => ({ id: context.id, patch: { allowed: false } }), onDone: '#doctor.updated', onError: '#doctor.updateFailed' } },
      },
    },
    // Transient states that route the outcome of any status update back to viewing.
    updated: { entry: 'storeDoctor', always: 'viewing' },
    updateFailed: {
      entry: { type: 'showError', params: ({ event }) => ({ message: messageOf((event as { error?: unknown }).error) }) },
      always: 'viewing',
    },
    grantingMp: {
      tags: ['dialog'],
      invoke: {
        id: 'mpGrant',
        src: 'mpGrant',
        input: ({ context }) => ({ doctorIds: [context.id] }),
        onDone: [
          {
            guard: ({ event }) => event.output.granted && event.output.balance !== undefined,
            target: 'viewing',
            actions: [
              assign({ doctor: ({ context, event }) => (context.doctor ? { ...context.doctor, mpBalance: event.output.balance ?? context.doctor.mpBalance } : undefined) }),
              { type: 'showDone', params: { message: 'MPを付与しました。' } },
            ],
          },
          { target: 'viewing' },
        ],
      },
    },
    deleted: { type: 'final' },
  },
})

export type DoctorMachine = typeof doctorMachine
