/**
 * What the expertise page (/expertise) asks of the API (see src/services/operation.ts): the tree,
 * and each change staff make to it as one catalogued call (`save` picks it by the change's kind).
 * The same functions run in the Pact consumer tests with the input the page gives them.
 */
import { Effect } from 'effect'
import type { ExpertiseChange } from '../../domain/expertise'
import type { ExpertiseId } from '../../domain/ids'
import { api } from '../../services/http/api'
import { composite, operation } from '../../services/operation'

type Change<K extends ExpertiseChange['kind']> = Extract<ExpertiseChange, { kind: K }>

const tree = operation(api.general.expertise.tree, (_: void) => ({}))
const create = operation(api.general.expertise.create, (c: Change<'create'>) => ({ body: { name: c.name, parentId: c.parentId } }))
const rename = operation(api.general.expertise.update, (c: Change<'rename'>) => ({ params: { expertiseID: c.id }, body: { name: c.name, sortOrder: c.sortOrder, version: c.version } }))
const move = operation(api.general.expertise.move, (c: Change<'move'>) => ({ params: { expertiseID: c.id }, body: { parentId: c.parentId } }))
const remove = operation(api.general.expertise.delete, (c: Change<'delete'>) => ({ params: { expertiseID: c.id as ExpertiseId } }))

export const expertiseOps = {
  tree,
  create,
  rename,
  move,
  remove,
  /** One change of the tree-editing machine: the node as saved, null for a delete. */
  save: composite('expertise.save', [create, rename, move, remove], (change: ExpertiseChange) => {
    switch (change.kind) {
      case 'create':
        return create(change)
      case 'rename':
        return rename(change)
      case 'move':
        return move(change)
      case 'delete':
        return Effect.as(remove(change), null)
    }
  }),
} as const
