/**
 * The client detail page and its actions: suspend / resume (active ⇄ suspended) and delete.
 * Same shape as the doctor machine: guards decide which actions the page offers, a confirm
 * dialog precedes each, failures report through `showError`.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Client } from '../domain/client'
import type { ClientId } from '../domain/ids'
import { messageOf } from './list.machine'

export interface ClientContext {
  readonly id: ClientId
  readonly client?: Client
  readonly error?: string
}

export type ClientEvent =
  | { readonly type: 'client.delete' }
  | { readonly type: 'client.suspend' }
  | { readonly type: 'client.resume' }
  | { readonly type: 'dialog.accept' }
  | { readonly type: 'dialog.cancel' }
  | { readonly type: 'client.reload' }

export interface SetSuspendedInput {
  readonly id: ClientId
  readonly suspended: boolean
}

export const clientMachine = setup({
  types: {
    context: {} as ClientContext,
    events: {} as ClientEvent,
    input: {} as { readonly id: ClientId },
  },
  actors: {
    loadClient: fromPromise<Client, ClientId>(async () => {
      throw new Error('provide loadClient')
    }),
    deleteClient: fromPromise<unknown, ClientId>(async () => {
      throw new Error('provide deleteClient')
    }),
    setSuspended: fromPromise<Client, SetSuspendedInput>(async () => {
      throw new Error('provide setSuspended')
    }),
  },
  actions: {
    storeClient: assign({ client: ({ event }) => (event as unknown as { output: Client }).output, error: undefined }),
    showError: (_, _params: { readonly message: string }) => {},
    showDone: (_, _params: { readonly message: string }) => {},
  },
  guards: {
    loaded: ({ context }) => context.client !== undefined,
    canSuspend: ({ context }) => context.client !== undefined && !context.client.suspended,
    canResume: ({ context }) => context.client !== undefined && context.client.suspended,
  },
}).createMachine({
  id: 'client',
  context: ({ input }) => ({ id: input.id }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadClient',
        input: ({ context }) => context.id,
        onDone: { target: 'viewing', actions: 'storeClient' },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'client.reload': 'loading' } },
    viewing: {
      on: {
        'client.delete': { guard: 'loaded', target: 'confirmingDelete' },
        'client.suspend': { guard: 'canSuspend', target: 'confirmingSuspend' },
        'client.resume': { guard: 'canResume', target: 'confirmingResume' },
        'client.reload': 'loading',
      },
    },
    confirmingDelete: { tags: ['dialog'], on: { 'dialog.accept': 'deleting', 'dialog.cancel': 'viewing' } },
    confirmingSuspend: { tags: ['dialog'], on: { 'dialog.accept': 'suspending', 'dialog.cancel': 'viewing' } },
    confirmingResume: { tags: ['dialog'], on: { 'dialog.accept': 'resuming', 'dialog.cancel': 'viewing' } },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteClient',
        input: ({ context }) => context.id,
        onDone: { target: 'deleted', actions: { type: 'showDone', params: { message: 'クライアントアカウントを削除しました。' } } },
        onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    suspending: {
      tags: ['busy'],
      invoke: {
        src: 'setSuspended',
        input: ({ context }) => ({ id: context.id, suspended: true }),
        onDone: { target: 'viewing', actions: 'storeClient' },
        onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    resuming: {
      tags: ['busy'],
      invoke: {
        src: 'setSuspended',
        input: ({ context }) => ({ id: context.id, suspended: false }),
        onDone: { target: 'viewing', actions: 'storeClient' },
        onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    deleted: { type: 'final' },
  },
})

export type ClientMachine = typeof clientMachine
