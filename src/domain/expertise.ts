/**
 * Expertise categories (専門分野): a tree. Re-parenting never creates a cycle
 * (a node cannot move under itself or a descendant); a node with children or
 * with doctors cannot be deleted (the server refuses with a Japanese message).
 */
import { Schema } from 'effect'
import { Integer, RequiredText, timestamps } from './fields'
import { ExpertiseId } from './ids'

export const Expertise = Schema.Struct({
  id: ExpertiseId,
  name: Schema.String,
  /** Null for a root. */
  parentId: Schema.NullOr(ExpertiseId),
  sortOrder: Schema.Number,
  ...timestamps,
})
export type Expertise = typeof Expertise.Type

export interface ExpertiseNode {
  readonly id: ExpertiseId
  readonly name: string
  readonly parentId: ExpertiseId | null
  readonly sortOrder: number
  readonly doctorCount: number
  readonly children: ReadonlyArray<ExpertiseNode>
}
export interface ExpertiseNodeEncoded {
  readonly id: string
  readonly name: string
  readonly parentId: string | null
  readonly sortOrder: number
  readonly doctorCount: number
  readonly children: ReadonlyArray<ExpertiseNodeEncoded>
}

/** One node of GET /expertise/tree, children sorted by sortOrder. */
export const ExpertiseNode: Schema.Codec<ExpertiseNode, ExpertiseNodeEncoded> = Schema.Struct({
  id: ExpertiseId,
  name: Schema.String,
  parentId: Schema.NullOr(ExpertiseId),
  sortOrder: Schema.Number,
  doctorCount: Schema.Number,
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

/** Body of PUT /expertise/{expertiseID}/parent. */
export const ExpertiseParentUpdate = Schema.Struct({
  parentId: Schema.NullOr(ExpertiseId),
  sortOrder: Schema.optional(Integer),
})
export type ExpertiseParentUpdate = typeof ExpertiseParentUpdate.Type

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
