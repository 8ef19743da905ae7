/**
 * Doctors named in a paste or a CSV file (/mp_management): each line is an e-mail or a doctor id
 * (src/domain/doctor-entries.ts); the lines are looked up a chunk at a time (`resolveChunk`: the
 * chunk's lookups run a few at once, src/areas/points/points.ops.ts) with progress, and 中止 stops
 * between lookups. The found doctors are `resolved` (each doctor once); every other line is in
 * `unknown` with its line and reason (not found, malformed, duplicate, not looked up after 中止).
 *
 *   idle --text.resolve--> next <------------------------------+
 *     \--file.choose--> reading --(text)--> next               | chunk done
 *          ^   (unreadable: idle with the error)  |            |
 *          |                                      +--> looking +--(fails)--> failed --retry--> looking
 *          |                                      | no more      \--resolve.cancel--> done   \--resolve.cancel--> done
 *          +---------------- results.close ---- done <---+
 */
import { assign, setup } from 'xstate'
import type { Doctor } from '../../domain/doctor'
import { parseDoctorEntries, type DoctorEntry, type EntryLookup, type UnknownEntry } from '../../domain/doctor-entries'
import { messageOf, placeholder } from '../../machines/machine-helpers'

/** A line that named a doctor. */
export interface ResolvedEntry {
  readonly line: number
  readonly text: string
  readonly doctor: Doctor
}


export interface DoctorResolveContext {
  /** The lines to look up, in order. */
  readonly entries: ReadonlyArray<DoctorEntry>
  /** How many of `entries` were looked up. */
  readonly done: number
  readonly resolved: ReadonlyArray<ResolvedEntry>
  readonly unknown: ReadonlyArray<UnknownEntry>
  /** Lines looked up a step. */
  readonly chunkSize: number
  /** The file being read, or read last. */
  readonly file?: { readonly blob: Blob; readonly name: string }
  /** Why the file could not be read, or the last chunk failed. */
  readonly error?: string
}

export type DoctorResolveEvent =
  | { readonly type: 'text.resolve'; readonly text: string }
  | { readonly type: 'file.choose'; readonly file: Blob; readonly name: string }
  | { readonly type: 'resolve.cancel' }
  | { readonly type: 'retry' }
  | { readonly type: 'results.close' }
  /** The lines that named no doctor, as a CSV file / on the clipboard (the wiring writes them: formula-safe CSV). */
  | { readonly type: 'unknown.download' }
  | { readonly type: 'unknown.copy' }

export interface DoctorResolveInput {
  readonly chunkSize?: number
}

/** Lines a lookup step takes: enough to keep the lookups in flight busy, small enough for a lively progress and a quick 中止. */
export const defaultResolveChunk = 20

const initial: DoctorResolveContext = { entries: [], done: 0, resolved: [], unknown: [], chunkSize: defaultResolveChunk }

const chunkOf = (context: DoctorResolveContext) => context.entries.slice(context.done, context.done + context.chunkSize)

/** The lines parsed from a paste or a file: what to look up, and what names no doctor already. */
const parsed = (text: string) => {
  const { entries, unknown } = parseDoctorEntries(text)
  return { entries, unknown, done: 0, resolved: [], error: undefined }
}

/** The lines that named no doctor, in line order (the list and its CSV). */
export const unknownInLineOrder = (context: Pick<DoctorResolveContext, 'unknown'>): ReadonlyArray<UnknownEntry> =>
  [...context.unknown].sort((a, b) => a.line - b.line)

export const doctorResolveMachine = setup({
  types: {
    context: {} as DoctorResolveContext,
    events: {} as DoctorResolveEvent,
    input: {} as DoctorResolveInput | undefined,
  },
  actors: {
    readFile: placeholder<string, Blob>('readFile'),
    resolveChunk: placeholder<ReadonlyArray<EntryLookup>, ReadonlyArray<DoctorEntry>>('resolveChunk'),
  },
  guards: {
    hasLines: ({ event }) => event.type === 'text.resolve' && event.text.trim() !== '',
    more: ({ context }) => context.done < context.entries.length,
  },
  actions: {
    saveUnknown: (_, _params: { readonly rows: ReadonlyArray<UnknownEntry> }) => {},
    copyUnknown: (_, _params: { readonly rows: ReadonlyArray<UnknownEntry> }) => {},
    /** The lines not looked up (中止) are listed too. */
    cancelRest: assign(({ context }) => ({
      unknown: [...context.unknown, ...context.entries.slice(context.done).map((e): UnknownEntry => ({ line: e.line, text: e.text, reason: 'cancelled' }))],
      done: context.entries.length,
    })),
  },
}).createMachine({
  id: 'doctorResolve',
  context: ({ input }) => ({ ...initial, chunkSize: Math.max(1, input?.chunkSize ?? defaultResolveChunk) }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'text.resolve': { guard: 'hasLines', target: 'next', actions: assign(({ event }) => ({ ...parsed(event.text), file: undefined })) },
        'file.choose': { target: 'reading', actions: assign(({ event }) => ({ file: { blob: event.file, name: event.name }, error: undefined })) },
      },
    },
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context }) => context.file!.blob,
        onDone: { target: 'next', actions: assign(({ event }) => parsed(event.output)) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    next: {
      tags: ['busy'],
      always: [{ guard: 'more', target: 'looking' }, { target: 'done' }],
    },
    looking: {
      tags: ['busy', 'progress'],
      invoke: {
        id: 'resolveChunk',
        src: 'resolveChunk',
        input: ({ context }) => chunkOf(context),
        onDone: {
          target: 'next',
          actions: assign(({ context, event }) => {
            const resolved = [...context.resolved]
            const unknown = [...context.unknown]
            for (const { entry, doctor } of event.output) {
              const earlier = doctor ? resolved.find((r) => r.doctor.id === doctor.id) : undefined
              if (!doctor) unknown.push({ line: entry.line, text: entry.text, reason: 'notFound' })
              // an e-mail and an id (or two spellings) of one doctor: the doctor is picked once
              else if (earlier) unknown.push({ line: entry.line, text: entry.text, reason: 'duplicate', firstLine: earlier.line })
              else resolved.push({ line: entry.line, text: entry.text, doctor })
            }
            return { resolved, unknown, done: context.done + event.output.length, error: undefined }
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: {
        // lookups only read: the chunk in flight is dropped, its lines are listed as not looked up
        'resolve.cancel': { target: 'done', actions: 'cancelRest' },
      },
    },
    failed: {
      on: {
        retry: 'looking',
        'resolve.cancel': { target: 'done', actions: 'cancelRest' },
      },
    },
    done: {
      on: {
        'unknown.download': { actions: { type: 'saveUnknown', params: ({ context }) => ({ rows: unknownInLineOrder(context) }) } },
        'unknown.copy': { actions: { type: 'copyUnknown', params: ({ context }) => ({ rows: unknownInLineOrder(context) }) } },
        'results.close': { target: 'idle', actions: assign(({ context }) => ({ ...initial, chunkSize: context.chunkSize })) },
      },
    },
  },
})

export type DoctorResolveMachine = typeof doctorResolveMachine
