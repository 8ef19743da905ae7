/**
 * Editing the expertise tree (/expertise): ONE machine for the whole workflow.
 *
 *   loading ──> ready ──tree.add / tree.rename──> editing ──draft.submit [name valid]──> saving
 *     │  ^        │  └──tree.move (button)──> choosing ──draft.submit [parent chosen]──> confirming
 *     │  │        │  └──tree.move (dropped) [allowed]──> confirming ──draft.submit [allowed]──> saving
 *     │  │        └──tree.delete──> confirming                                             │
 *     │  └───────────────────────── saving ──done (showDone)──> loading ───────────────────┘
 *     │                                ├──error (showError, rolled back)──> ready
 *     │                                └──409: changed meanwhile (showError, rolled back)──> loading (read again)
 *     └──error──> loadFailed ──tree.reload──> loading
 *
 * Staff select a node (tree.select: a click selects, never deselects), then add a child or a root,
 * rename, move (a 'move to…' dialog, or drag and drop) or delete it. A name a sibling has (NFKC,
 * case-insensitive: `expertiseSiblingNamed`) is refused in the name dialog before any call, and a
 * move under a parent that has a child of the node's name is refused in the impact dialog
 * (`moveProblem`); the server refuses both too (a unique index), with the same message. A move that would create a cycle is never offered: the
 * dialog lists only `expertiseMoveTargets` (src/domain/expertise.ts) and any other parent is
 * refused by a guard, without a call (a drop onto a descendant: `showRefused`). Before a move or a
 * delete the confirm dialog shows the impact (`expertiseImpact`: the subtree's nodes and the
 * doctors holding any of them); a delete the server would refuse (children, doctors holding it:
 * `expertiseDeleteBlock`) is refused in that dialog with the count. While saving, the tree is
 * shown as it will be (`applyExpertiseChange`); a failed call rolls it back to the tree last
 * loaded, a saved one reloads the tree from the server.
 */
import { assign, setup } from 'xstate'
import {
  applyExpertiseChange, canMoveExpertise, ExpertiseCreate, expertiseDeleteBlock, expertiseNameTakenMessage, expertiseSiblingNamed, ExpertiseUpdate,
  findExpertiseNode, expertiseMoveTargets, type Expertise, type ExpertiseChange, type ExpertiseChangeKind, type ExpertiseTree,
} from '../../domain/expertise'
import type { ExpertiseId } from '../../domain/ids'
import { schemaValidation } from '../../machines/form-validation'
import { failureOf, isConflict, messageOf, placeholder, type Failure } from '../../machines/machine-helpers'

/** What the open dialog edits: a change, the move's parent not yet chosen (undefined) in the 'move to…' dialog. */
export type ExpertiseDraft =
  | Extract<ExpertiseChange, { kind: 'create' | 'rename' | 'delete' }>
  | { readonly kind: 'move'; readonly id: ExpertiseId; readonly parentId: ExpertiseId | null | undefined }

export interface ExpertiseTreeContext {
  /** The tree shown: the server's, or as it will be while a change is saved. */
  readonly tree: ExpertiseTree
  /** The tree last loaded from the server (what a failed change rolls back to). */
  readonly saved: ExpertiseTree
  readonly selected?: ExpertiseId
  readonly draft?: ExpertiseDraft
  /** Why the name in the dialog is refused (Japanese, from the domain Schema). */
  readonly problem?: string
  /** Why the tree could not be loaded (shown with 再読み込み). */
  readonly error?: string
}

export type ExpertiseTreeEvent =
  | { readonly type: 'tree.reload' }
  /** Select a node (a click or Enter on a node; never a deselect: another node is selected instead). */
  | { readonly type: 'tree.select'; readonly id: ExpertiseId }
  | { readonly type: 'tree.add'; readonly parentId: ExpertiseId | null }
  | { readonly type: 'tree.rename'; readonly id: ExpertiseId }
  /** Without `parentId`: open the 'move to…' dialog; with it (a drop): straight to the confirmation. */
  | { readonly type: 'tree.move'; readonly id: ExpertiseId; readonly parentId?: ExpertiseId | null }
  | { readonly type: 'tree.delete'; readonly id: ExpertiseId }
  | { readonly type: 'draft.name'; readonly value: string }
  | { readonly type: 'draft.parent'; readonly parentId: ExpertiseId | null }
  | { readonly type: 'draft.submit' }
  | { readonly type: 'draft.cancel' }

const validateCreate = schemaValidation(ExpertiseCreate)
const validateUpdate = schemaValidation(ExpertiseUpdate)

/** A sibling's name the draft would give its node (the server refuses it too: a unique index), as the name field's message. */
const takenProblem = (tree: ExpertiseTree, parentId: ExpertiseId | null, name: string, exceptId?: ExpertiseId): string | undefined => {
  const sibling = expertiseSiblingNamed(tree, parentId, name, exceptId)
  return sibling ? expertiseNameTakenMessage(sibling.name) : undefined
}

/** The Japanese message refusing the draft's name (the domain Schema, then a sibling of that name), if any. */
export const nameProblem = (tree: ExpertiseTree, draft: ExpertiseDraft | undefined): string | undefined => {
  if (draft?.kind === 'create') {
    const v = validateCreate({ name: draft.name, parentId: draft.parentId })
    return v.ok ? takenProblem(tree, draft.parentId, draft.name) : (v.errors.name?.[0] ?? v.errors._form?.[0])
  }
  if (draft?.kind === 'rename') {
    const v = validateUpdate({ name: draft.name, sortOrder: draft.sortOrder })
    return v.ok ? takenProblem(tree, findExpertiseNode(tree, draft.id)?.parentId ?? null, draft.name, draft.id) : (v.errors.name?.[0] ?? v.errors._form?.[0])
  }
  return undefined
}

/** A sibling's name in the name dialog's draft (checked as staff type). */
const siblingProblem = (tree: ExpertiseTree, draft: ExpertiseDraft | undefined): string | undefined =>
  draft?.kind === 'create'
    ? takenProblem(tree, draft.parentId, draft.name)
    : draft?.kind === 'rename'
      ? takenProblem(tree, findExpertiseNode(tree, draft.id)?.parentId ?? null, draft.name, draft.id)
      : undefined

/** Why a move's new parent refuses the node: a child there has its name (shown in the impact dialog, OK disabled). */
export const moveProblem = (tree: ExpertiseTree, draft: ExpertiseDraft | undefined): string | undefined => {
  if (draft?.kind !== 'move' || draft.parentId === undefined) return undefined
  const node = findExpertiseNode(tree, draft.id)
  return node ? takenProblem(tree, draft.parentId, node.name, node.id) : undefined
}

/** The change a complete draft saves (the name trimmed as the Schema decodes it). */
export const changeOfDraft = (draft: ExpertiseDraft): ExpertiseChange =>
  draft.kind === 'move' ? { kind: 'move', id: draft.id, parentId: draft.parentId ?? null } : draft.kind === 'delete' ? draft : { ...draft, name: draft.name.trim() }

/** May the confirmed draft be saved on this tree? A move only where it creates no cycle; a delete only when nothing blocks it. */
export const draftAllowed = (tree: ExpertiseTree, draft: ExpertiseDraft | undefined): boolean => {
  if (draft?.kind === 'move') return draft.parentId !== undefined && canMoveExpertise(tree, draft.id, draft.parentId) && moveProblem(tree, draft) === undefined
  if (draft?.kind === 'delete') return findExpertiseNode(tree, draft.id) !== undefined && expertiseDeleteBlock(tree, draft.id) === undefined
  return draft !== undefined && nameProblem(tree, draft) === undefined
}

export const expertiseTreeMachine = setup({
  types: {
    context: {} as ExpertiseTreeContext,
    events: {} as ExpertiseTreeEvent,
  },
  actors: {
    loadTree: placeholder<ExpertiseTree, void>('loadTree'),
    /** One change, one catalogued call (src/areas/expertise/expertise.ops.ts); answers the node (null for a delete). */
    saveChange: placeholder<Expertise | null, ExpertiseChange>('saveChange'),
  },
  actions: {
    showDone: (_, _params: { readonly kind: ExpertiseChangeKind }) => {},
    showError: (_, _params: Failure) => {},
    /** A drop that would create a cycle (or changes nothing): refused without a call. */
    showRefused: (_, _params: { readonly id: ExpertiseId; readonly parentId: ExpertiseId | null }) => {},
  },
  guards: {
    nodeExists: ({ context, event }) => 'id' in event && event.id !== undefined && findExpertiseNode(context.tree, event.id) !== undefined,
    parentExists: ({ context, event }) => event.type === 'tree.add' && (event.parentId === null || findExpertiseNode(context.tree, event.parentId) !== undefined),
    dropAllowed: ({ context, event }) =>
      event.type === 'tree.move' && event.parentId !== undefined && canMoveExpertise(context.tree, event.id, event.parentId),
    moveOffered: ({ context, event }) =>
      event.type === 'tree.move' && event.parentId === undefined && expertiseMoveTargets(context.tree, event.id).length > 0,
    targetOffered: ({ context, event }) =>
      event.type === 'draft.parent' && context.draft?.kind === 'move' && canMoveExpertise(context.tree, context.draft.id, event.parentId),
    parentChosen: ({ context }) => context.draft?.kind === 'move' && context.draft.parentId !== undefined,
    nameValid: ({ context }) => nameProblem(context.tree, context.draft) === undefined,
    changedMeanwhile: (_, params: { readonly error: unknown }) => isConflict(params.error),
    draftAllowed: ({ context }) => draftAllowed(context.tree, context.draft),
  },
}).createMachine({
  id: 'expertiseTree',
  context: { tree: [], saved: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        onDone: {
          target: 'ready',
          actions: assign({
            tree: ({ event }) => event.output,
            saved: ({ event }) => event.output,
            error: undefined,
            // a node gone from the tree (deleted elsewhere) is no longer selected
            selected: ({ context, event }) => (context.selected && findExpertiseNode(event.output, context.selected) ? context.selected : undefined),
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'tree.reload': 'loading' } },
    ready: {
      entry: assign({ draft: undefined, problem: undefined }),
      on: {
        'tree.reload': 'loading',
        'tree.select': { guard: 'nodeExists', actions: assign({ selected: ({ event }) => event.id }) },
        'tree.add': { guard: 'parentExists', target: 'editing', actions: assign({ draft: ({ event }) => ({ kind: 'create' as const, parentId: event.parentId, name: '' }) }) },
        'tree.rename': {
          guard: 'nodeExists',
          target: 'editing',
          actions: assign({
            selected: ({ event }) => event.id,
            draft: ({ context, event }) => {
              const node = findExpertiseNode(context.tree, event.id)!
              return { kind: 'rename' as const, id: event.id, name: node.name, sortOrder: node.sortOrder, version: node.version }
            },
          }),
        },
        'tree.move': [
          {
            guard: 'dropAllowed',
            target: 'confirming',
            actions: assign({ selected: ({ event }) => event.id, draft: ({ event }) => ({ kind: 'move' as const, id: event.id, parentId: event.parentId }) }),
          },
          {
            guard: 'moveOffered',
            target: 'choosing',
            actions: assign({ selected: ({ event }) => event.id, draft: ({ event }) => ({ kind: 'move' as const, id: event.id, parentId: undefined }) }),
          },
          { actions: { type: 'showRefused', params: ({ event }) => ({ id: event.id, parentId: event.parentId ?? null }) } },
        ],
        'tree.delete': {
          guard: 'nodeExists',
          target: 'confirming',
          actions: assign({ selected: ({ event }) => event.id, draft: ({ event }) => ({ kind: 'delete' as const, id: event.id }) }),
        },
      },
    },
    /** The name dialog (add, rename). */
    editing: {
      tags: ['dialog'],
      on: {
        'draft.name': {
          actions: [
            assign({ draft: ({ context, event }) => ({ ...(context.draft as Extract<ExpertiseDraft, { name: string }>), name: event.value }) }),
            // a sibling's name is said as it is typed; the other problems when staff save
            assign({ problem: ({ context }) => siblingProblem(context.tree, context.draft) }),
          ],
        },
        'draft.submit': [{ guard: 'nameValid', target: 'saving' }, { actions: assign({ problem: ({ context }) => nameProblem(context.tree, context.draft) }) }],
        'draft.cancel': 'ready',
      },
    },
    /** The 'move to…' dialog: only the parents `expertiseMoveTargets` offers can be chosen. */
    choosing: {
      tags: ['dialog'],
      on: {
        'draft.parent': {
          guard: 'targetOffered',
          actions: assign({ draft: ({ context, event }) => ({ ...(context.draft as Extract<ExpertiseDraft, { kind: 'move' }>), parentId: event.parentId }) }),
        },
        'draft.submit': { guard: 'parentChosen', target: 'confirming' },
        'draft.cancel': 'ready',
      },
    },
    /** The impact dialog of a move or a delete (a delete that would be refused says why, with the count). */
    confirming: {
      tags: ['dialog'],
      on: {
        'draft.submit': { guard: 'draftAllowed', target: 'saving' },
        'draft.cancel': 'ready',
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ tree: ({ context }) => applyExpertiseChange(context.tree, changeOfDraft(context.draft!)) }),
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => changeOfDraft(context.draft!),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'showDone', params: ({ context }) => ({ kind: context.draft!.kind }) },
            assign({ selected: ({ context, event }) => (event.output ? event.output.id : context.draft?.kind === 'delete' ? undefined : context.selected), draft: undefined }),
          ],
        },
        onError: [
          // 409: another operator changed the tree meanwhile (the node's version moved on, a sibling took
          // the name): its words, and the tree read again so staff see what it holds now
          {
            guard: { type: 'changedMeanwhile', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: [assign({ tree: ({ context }) => context.saved, draft: undefined }), { type: 'showError', params: ({ event }) => failureOf(event.error) }],
          },
          {
            target: 'ready',
            actions: [assign({ tree: ({ context }) => context.saved }), { type: 'showError', params: ({ event }) => failureOf(event.error) }],
          },
        ],
      },
    },
  },
})

export type ExpertiseTreeMachine = typeof expertiseTreeMachine
