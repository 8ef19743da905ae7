/**
 * Expertise categories (専門分野): a tree. Re-parenting never creates a cycle
 * (a node cannot move under itself or a descendant); a node with children or
 * with doctors cannot be deleted (the server refuses with a Japanese message).
 */
import { Schema } from 'effect'
import { Integer, PositiveInt, RequiredText, timestamps, versioned, Versioned } from './fields'
import { ExpertiseId } from './ids'
import { defineRecord } from './record'

export const Expertise = Schema.Struct({
  id: ExpertiseId,
  name: Schema.String,
  /** Null for a root. */
  parentId: Schema.NullOr(ExpertiseId),
  sortOrder: Schema.Number,
  ...timestamps,
  ...versioned,
})
export type Expertise = typeof Expertise.Type

export interface ExpertiseNode {
  readonly id: ExpertiseId
  readonly name: string
  readonly parentId: ExpertiseId | null
  readonly sortOrder: number
  readonly version: number
  readonly doctorCount: number
  readonly subtreeDoctorCount: number
  readonly children: ReadonlyArray<ExpertiseNode>
}
export interface ExpertiseNodeEncoded {
  readonly id: string
  readonly name: string
  readonly parentId: string | null
  readonly sortOrder: number
  readonly version: number
  readonly doctorCount: number
  readonly subtreeDoctorCount: number
  readonly children: ReadonlyArray<ExpertiseNodeEncoded>
}

/**
 * One node of GET /expertise/tree, children sorted by sortOrder. `doctorCount`: doctors holding
 * this node; `subtreeDoctorCount`: distinct doctors holding this node or any node below it (what a
 * move or a delete of the node affects).
 */
export const ExpertiseNode: Schema.Codec<ExpertiseNode, ExpertiseNodeEncoded> = Schema.Struct({
  id: ExpertiseId,
  name: Schema.String,
  parentId: Schema.NullOr(ExpertiseId),
  sortOrder: Schema.Number,
  /** The node's version (a rename names the one it read: docs/decisions.md, optimistic versioning). */
  version: PositiveInt,
  doctorCount: Schema.Number,
  subtreeDoctorCount: Schema.Number,
  children: Schema.Array(Schema.suspend((): Schema.Codec<ExpertiseNode, ExpertiseNodeEncoded> => ExpertiseNode)),
})

/** Payload of GET /expertise/tree: the roots. */
export const ExpertiseTree = Schema.Array(ExpertiseNode)
export type ExpertiseTree = typeof ExpertiseTree.Type

/** Body of POST /expertise/. */
export const ExpertiseCreate = Schema.Struct({
  name: RequiredText(100),
  parentId: Schema.NullOr(ExpertiseId),
  sortOrder: Schema.optional(Integer),
})
export type ExpertiseCreate = typeof ExpertiseCreate.Type

/** Body of PUT /expertise/{expertiseID}/ (rename, reorder). */
export const ExpertiseUpdate = Schema.Struct({
  name: RequiredText(100),
  sortOrder: Integer,
})
export type ExpertiseUpdate = typeof ExpertiseUpdate.Type

/** The body PUT /expertise/{expertiseID}/ takes: the rename and the version the tree read (a stale one: 409). */
export const ExpertiseUpdateBody = Versioned(ExpertiseUpdate)
export type ExpertiseUpdateBody = typeof ExpertiseUpdateBody.Type

/** Body of PUT /expertise/{expertiseID}/parent. */
export const ExpertiseParentUpdate = Schema.Struct({
  parentId: Schema.NullOr(ExpertiseId),
  sortOrder: Schema.optional(Integer),
})
export type ExpertiseParentUpdate = typeof ExpertiseParentUpdate.Type

// ---------------------------------------------------------------------------
// The record declared once (src/domain/record.ts): labels, the name dialog's field, 履歴

/**
 * A node as staff edit it: its name, typed in the name dialog (add, rename). The parent is chosen on
 * the tree (add under the selected node, 移動…, drag and drop) and the order is kept: no form field.
 */
export type ExpertiseNameInput = Pick<ExpertiseUpdate, 'name'>

export const expertiseRecord = defineRecord<Expertise, ExpertiseNameInput>()({
  kind: 'expertise',
  fields: {
    name: { label: '分野名', history: 'revertible', form: { widget: { kind: 'text' } } },
    parentId: { label: '親分野', reads: { ref: 'expertise', idLabel: '分野ID', none: 'ルート' }, history: 'shown' },
    sortOrder: { label: '並び順', history: 'shown' },
  },
  computed: {},
  form: ['name'],
  // the tree is the list and the detail (src/areas/expertise/expertise.page.tsx); no CSV
  detail: [],
  list: [],
  csv: [],
})

/** Flatten a tree, depth first. */
export const flattenExpertise = (roots: ReadonlyArray<ExpertiseNode>): ReadonlyArray<ExpertiseNode> =>
  roots.flatMap((n) => [n, ...flattenExpertise(n.children)])

/**
 * Would moving `id` under `newParentId` create a cycle? True when the new
 * parent is the node itself or one of its descendants. `parentOf` gives each
 * node's current parent.
 */
export const wouldCreateCycle = (
  parentOf: ReadonlyMap<string, string | null>,
  id: string,
  newParentId: string | null,
): boolean => {
  const seen = new Set<string>()
  for (let p = newParentId; p !== null; p = parentOf.get(p) ?? null) {
    if (p === id) return true
    if (seen.has(p)) return true
    seen.add(p)
  }
  return false
}

// ---------------------------------------------------------------------------------------------
// Editing the tree (/expertise): what a change is, which moves are offered, what a change affects

/** One change staff make to the tree: each is one catalogued call. */
export type ExpertiseChange =
  | { readonly kind: 'create'; readonly parentId: ExpertiseId | null; readonly name: string }
  /** `version`: the node's as the tree read it (a rename over someone else's newer change is refused: 409). */
  | { readonly kind: 'rename'; readonly id: ExpertiseId; readonly name: string; readonly sortOrder: number; readonly version: number }
  | { readonly kind: 'move'; readonly id: ExpertiseId; readonly parentId: ExpertiseId | null }
  | { readonly kind: 'delete'; readonly id: ExpertiseId }
export type ExpertiseChangeKind = ExpertiseChange['kind']

/** The node of a tree with this id. */
export const findExpertiseNode = (roots: ReadonlyArray<ExpertiseNode>, id: string): ExpertiseNode | undefined =>
  flattenExpertise(roots).find((n) => n.id === id)

/** Each node's parent, for `wouldCreateCycle`. */
export const expertiseParents = (roots: ReadonlyArray<ExpertiseNode>): ReadonlyMap<string, string | null> =>
  new Map(flattenExpertise(roots).map((n) => [n.id, n.parentId]))

/**
 * May `id` move under `parentId` (null: become a root)? Only a real move: both nodes exist, the
 * parent changes, and the new parent is neither the node nor one of its descendants (no cycle).
 */
export const canMoveExpertise = (roots: ReadonlyArray<ExpertiseNode>, id: string, parentId: string | null): boolean => {
  const node = findExpertiseNode(roots, id)
  if (!node || node.parentId === parentId) return false
  if (parentId !== null && !findExpertiseNode(roots, parentId)) return false
  return !wouldCreateCycle(expertiseParents(roots), id, parentId)
}

/** Between the names of a node's path (内科 › 循環器内科). */
export const expertisePathSeparator = ' › '

/**
 * Each node's path, root first, joined by ' › ' (内科 › 循環器内科): how a node is shown wherever
 * staff choose one (the move dialog, the doctor form, the doctor list's filter), so two nodes of
 * one name under different parents can be told apart.
 */
export const expertisePaths = (roots: ReadonlyArray<ExpertiseNode>): ReadonlyMap<ExpertiseId, string> => {
  const out = new Map<ExpertiseId, string>()
  const walk = (nodes: ReadonlyArray<ExpertiseNode>, prefix: string) => {
    for (const n of nodes) {
      const path = `${prefix}${n.name}`
      out.set(n.id, path)
      walk(n.children, `${path}${expertisePathSeparator}`)
    }
  }
  walk(roots, '')
  return out
}

/**
 * The form of a name two siblings may not share: NFKC (全角／半角), trimmed, lower case. The server's
 * unique index folds the same way (server/src/areas/expertise/expertise.table.ts).
 */
export const foldExpertiseName = (name: string): string => name.trim().normalize('NFKC').toLowerCase()

/** The refusal of a name a sibling has (the name field's message; the server answers it with a 409). */
export const expertiseNameTakenMessage = (name: string): string => `分野名「${name}」は同じ親分野の下にすでにあります`

/**
 * The sibling under `parentId` (null: the roots) whose name folds like `name`, other than
 * `exceptId` (the node being renamed or moved), or undefined.
 */
export const expertiseSiblingNamed = (
  roots: ReadonlyArray<ExpertiseNode>,
  parentId: string | null,
  name: string,
  exceptId?: string,
): ExpertiseNode | undefined => {
  const siblings = parentId === null ? roots : (findExpertiseNode(roots, parentId)?.children ?? [])
  const folded = foldExpertiseName(name)
  return siblings.find((n) => n.id !== exceptId && foldExpertiseName(n.name) === folded)
}

export interface ExpertiseMoveTarget {
  /** null: make it a root. */
  readonly id: ExpertiseId | null
  readonly name: string
  readonly depth: number
}

/** The parents offered for moving `id`, in tree order: only those `canMoveExpertise` allows (never a cycle). */
export const expertiseMoveTargets = (roots: ReadonlyArray<ExpertiseNode>, id: string): ReadonlyArray<ExpertiseMoveTarget> => {
  const out: Array<ExpertiseMoveTarget> = []
  const walk = (nodes: ReadonlyArray<ExpertiseNode>, depth: number) => {
    for (const n of nodes) {
      if (canMoveExpertise(roots, id, n.id)) out.push({ id: n.id, name: n.name, depth })
      walk(n.children, depth + 1)
    }
  }
  walk(roots, 0)
  return canMoveExpertise(roots, id, null) ? [{ id: null, name: '', depth: 0 }, ...out] : out
}

/** What moving or deleting a node affects: the nodes of its subtree (itself included) and the distinct doctors holding any of them. */
export interface ExpertiseImpact {
  readonly nodes: number
  readonly doctors: number
}

export const expertiseImpact = (roots: ReadonlyArray<ExpertiseNode>, id: string): ExpertiseImpact => {
  const node = findExpertiseNode(roots, id)
  return node ? { nodes: flattenExpertise([node]).length, doctors: node.subtreeDoctorCount } : { nodes: 0, doctors: 0 }
}

/** Why a node cannot be deleted (the server refuses the same), or undefined when it can. */
export type ExpertiseDeleteBlock = { readonly reason: 'children'; readonly count: number } | { readonly reason: 'doctors'; readonly count: number }

export const expertiseDeleteBlock = (roots: ReadonlyArray<ExpertiseNode>, id: string): ExpertiseDeleteBlock | undefined => {
  const node = findExpertiseNode(roots, id)
  if (!node) return undefined
  if (node.children.length > 0) return { reason: 'children', count: node.children.length }
  if (node.doctorCount > 0) return { reason: 'doctors', count: node.doctorCount }
  return undefined
}

/** The id an optimistically added node shows under until the reload brings the server's. */
export const pendingExpertiseId = 'pending' as ExpertiseId

const mapNodes = (nodes: ReadonlyArray<ExpertiseNode>, f: (n: ExpertiseNode) => ExpertiseNode | undefined): ReadonlyArray<ExpertiseNode> =>
  nodes.flatMap((n) => {
    const mapped = f({ ...n, children: mapNodes(n.children, f) })
    return mapped ? [mapped] : []
  })

const insertUnder = (roots: ReadonlyArray<ExpertiseNode>, parentId: ExpertiseId | null, node: ExpertiseNode): ReadonlyArray<ExpertiseNode> =>
  parentId === null ? [...roots, node] : mapNodes(roots, (n) => (n.id === parentId ? { ...n, children: [...n.children, node] } : n))

/** The tree as it will be once the change is saved: shown at once, rolled back if the call fails. */
export const applyExpertiseChange = (roots: ReadonlyArray<ExpertiseNode>, change: ExpertiseChange): ReadonlyArray<ExpertiseNode> => {
  switch (change.kind) {
    case 'create':
      return insertUnder(roots, change.parentId, {
        id: pendingExpertiseId, name: change.name, parentId: change.parentId, sortOrder: Number.MAX_SAFE_INTEGER, version: 1, doctorCount: 0, subtreeDoctorCount: 0, children: [],
      })
    case 'rename':
      return mapNodes(roots, (n) => (n.id === change.id ? { ...n, name: change.name } : n))
    case 'delete':
      return mapNodes(roots, (n) => (n.id === change.id ? undefined : n))
    case 'move': {
      const node = findExpertiseNode(roots, change.id)
      if (!node || !canMoveExpertise(roots, change.id, change.parentId)) return roots
      return insertUnder(mapNodes(roots, (n) => (n.id === change.id ? undefined : n)), change.parentId, { ...node, parentId: change.parentId })
    }
  }
}
