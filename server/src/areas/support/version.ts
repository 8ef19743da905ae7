/**
 * Optimistic versioning of editable records (docs/decisions.md): every record carries `version`
 * (1 when created, +1 at every update); an update call names the version its editor read. The
 * server checks it before writing and again in the UPDATE's WHERE (`AND version = <read>`), so a
 * concurrent save in between is refused too: 409 with a Japanese message, nothing overwritten.
 */
import { ApiFailure } from './handler'

export const staleVersionMessage = (what: string) =>
  `この${what}は他の操作者が先に更新しました。最新の内容を確認してから保存し直してください。`

/** 409 when the version the editor read is not the record's current one. */
export const assertVersion = (what: string, current: number, read: number): void => {
  if (current !== read) throw new ApiFailure(409, staleVersionMessage(what))
}

/** After `UPDATE … AND version = <read> RETURNING id` (its rows, or whether it updated one): none means someone saved in between (409). */
export const assertUpdated = (what: string, updated: ReadonlyArray<unknown> | boolean): void => {
  if (typeof updated === 'boolean' ? !updated : updated.length === 0) throw new ApiFailure(409, staleVersionMessage(what))
}
