/**
 * The manuscript edit page's tags and files, beside its form (entity-form.machine.ts):
 *
 *   loading (tags by id ──> files by id) ──> idle
 *   idle ──tags.search──> searching ──> idle (options)       ──tags.create──> creating ──> idle (added: the form takes it)
 *                         searching ──tags.create──> creating (a search under way does not swallow the button)
 *        ──file.upload──> uploading ──> checking (its scan status) ──> idle (added)
 *   any failure ──> idle with showError (nothing the form holds is lost)
 *
 * The tags and files known by id are kept so the page can name what the form holds; an
 * uploaded file's scan status (pending / clean / quarantined) is read back after the upload.
 */
import { assign, setup } from 'xstate'
import type { FileMeta } from '../../domain/file'
import type { FileId, ManuscriptId, TagId } from '../../domain/ids'
import type { ManuscriptContentUpload } from '../../domain/manuscript'
import type { Tag } from '../../domain/tag'
import { failureOf, placeholder, type Failure } from '../../machines/machine-helpers'

export interface AssetsContext {
  readonly manuscriptId: ManuscriptId
  readonly tagIds: ReadonlyArray<TagId>
  readonly fileIds: ReadonlyArray<FileId>
  /** Tags known by id (the form's, found, created). */
  readonly tags: ReadonlyArray<Tag>
  readonly options: ReadonlyArray<Tag>
  readonly files: ReadonlyArray<FileMeta>
  /** The last tag created or file uploaded: the page adds it to the form. */
  readonly added: { readonly tagId?: TagId; readonly fileId?: FileId } | undefined
  readonly uploaded: ManuscriptContentUpload | undefined
}

export type AssetsEvent =
  | { readonly type: 'tags.search'; readonly keyword: string }
  | { readonly type: 'tags.create'; readonly name: string }
  | { readonly type: 'file.upload'; readonly file: Blob; readonly alt?: string }

const merge = <T extends { readonly id: string }>(known: ReadonlyArray<T>, more: ReadonlyArray<T>): ReadonlyArray<T> => [
  ...known.filter((k) => !more.some((m) => m.id === k.id)),
  ...more,
]

const failed = { target: '#manuscriptAssets.idle', actions: { type: 'showError' as const, params: ({ event }: { event: { error: unknown } }) => failureOf(event.error) } }

export const manuscriptAssetsMachine = setup({
  types: {
    context: {} as AssetsContext,
    events: {} as AssetsEvent,
    input: {} as { readonly manuscriptId: ManuscriptId; readonly tagIds: ReadonlyArray<TagId>; readonly fileIds: ReadonlyArray<FileId> },
  },
  actors: {
    loadTags: placeholder<ReadonlyArray<Tag>, ReadonlyArray<TagId>>('loadTags'),
    loadFiles: placeholder<ReadonlyArray<FileMeta>, ReadonlyArray<FileId>>('loadFiles'),
    searchTags: placeholder<ReadonlyArray<Tag>, string>('searchTags'),
    createTag: placeholder<Tag, string>('createTag'),
    uploadFile: placeholder<ManuscriptContentUpload, { readonly manuscriptId: ManuscriptId; readonly alt?: string; readonly file: Blob }>('uploadFile'),
  },
  actions: {
    showError: (_, _params: Failure) => {},
  },
}).createMachine({
  id: 'manuscriptAssets',
  context: ({ input }) => ({
    manuscriptId: input.manuscriptId, tagIds: input.tagIds, fileIds: input.fileIds, tags: [], options: [], files: [], added: undefined, uploaded: undefined,
  }),
  initial: 'loadingTags',
  states: {
    loadingTags: {
      tags: ['busy'],
      invoke: {
        id: 'loadTags',
        src: 'loadTags',
        input: ({ context }) => context.tagIds,
        onDone: { target: 'loadingFiles', actions: assign({ tags: ({ event }) => event.output }) },
        onError: { target: 'loadingFiles', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
      },
    },
    loadingFiles: {
      tags: ['busy'],
      invoke: {
        id: 'loadFiles',
        src: 'loadFiles',
        input: ({ context }) => context.fileIds,
        onDone: { target: 'idle', actions: assign({ files: ({ event }) => event.output }) },
        onError: failed,
      },
    },
    idle: {
      on: {
        'tags.search': 'searching',
        'tags.create': { guard: ({ event }) => event.name.trim() !== '', target: 'creating' },
        'file.upload': 'uploading',
      },
    },
    searching: {
      invoke: {
        id: 'searchTags',
        src: 'searchTags',
        input: ({ event }) => (event.type === 'tags.search' ? event.keyword : ''),
        onDone: { target: 'idle', actions: assign({ options: ({ event }) => event.output, tags: ({ context, event }) => merge(context.tags, event.output) }) },
        onError: failed,
      },
      // a newer keyword replaces the search under way; creating the typed name does too (the
      // suggestions are not waited for: staff pressed the button, the name is theirs)
      on: {
        'tags.search': { target: 'searching', reenter: true },
        'tags.create': { guard: ({ event }) => event.name.trim() !== '', target: 'creating' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createTag',
        src: 'createTag',
        input: ({ event }) => (event.type === 'tags.create' ? event.name : ''),
        onDone: { target: 'idle', actions: assign({ tags: ({ context, event }) => merge(context.tags, [event.output]), added: ({ event }) => ({ tagId: event.output.id }) }) },
        onError: failed,
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, event }) =>
          event.type === 'file.upload' ? { manuscriptId: context.manuscriptId, file: event.file, ...(event.alt ? { alt: event.alt } : {}) } : { manuscriptId: context.manuscriptId, file: new Blob() },
        onDone: { target: 'checking', actions: assign({ uploaded: ({ event }) => event.output }) },
        onError: failed,
      },
    },
    // the upload's scan status, as the server sees it now
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkFile',
        src: 'loadFiles',
        input: ({ context }) => (context.uploaded ? [context.uploaded.fileId] : []),
        onDone: {
          target: 'idle',
          actions: assign({ files: ({ context, event }) => merge(context.files, event.output), added: ({ context }) => ({ fileId: context.uploaded?.fileId }) }),
        },
        onError: failed,
      },
    },
  },
})

export type ManuscriptAssetsMachine = typeof manuscriptAssetsMachine
