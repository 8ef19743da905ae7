/**
 * Turn a schema failure into Japanese lines for staff: `<項目名>: <メッセージ>`.
 *
 * Validated fields carry their own Japanese messages (fields.ts); this adds
 * Japanese fallbacks for the generic cases (wrong type, missing key, unknown
 * key) so no English default ever reaches a dialog. CSV row schemas are keyed
 * by the Japanese column name, so their paths need no label table.
 */
import { SchemaIssue } from 'effect'
import type { SchemaError } from 'effect/Schema'

export interface IssueLine {
  /** Path into the input, e.g. `['email']` or `['rows', 0, 'input', 'email']`. */
  readonly path: ReadonlyArray<PropertyKey>
  /** Japanese label of the field (the last path key when no label is known). */
  readonly label: string
  readonly message: string
  /** `label: message`, or just the message when the issue concerns the whole value. */
  readonly text: string
}

const typeMessages: Record<string, string> = {
  String: '文字列で入力してください',
  Number: '数値で入力してください',
  Boolean: 'はい／いいえで指定してください',
  Arrays: '一覧の形式が正しくありません',
  Objects: '形式が正しくありません',
}

const annotationMessage = (annotations: unknown): string | undefined => {
  if (typeof annotations !== 'object' || annotations === null) return undefined
  const m = (annotations as { message?: unknown }).message
  return typeof m === 'string' ? m : undefined
}

const leafHook: SchemaIssue.LeafHook = (issue) => {
  switch (issue._tag) {
    case 'MissingKey':
      return issue.annotations?.messageMissingKey ?? '必須項目です'
    case 'UnexpectedKey':
      return '不明な項目です'
    case 'InvalidType':
      return annotationMessage(issue.ast.annotations) ?? typeMessages[issue.ast._tag] ?? '形式が正しくありません'
    case 'InvalidValue':
      return annotationMessage(issue.annotations) ?? '値が正しくありません'
    case 'Forbidden':
      return annotationMessage(issue.annotations) ?? 'この操作はできません'
    case 'OneOf':
      return '値が正しくありません'
  }
}

/**
 * A filter's own message wins; a filter reporting nested issues (a struct-level
 * check pointing at a field) is descended into; any other message-less filter
 * gets a Japanese fallback instead of the English 'Expected ...'.
 */
const checkHook: SchemaIssue.CheckHook = (issue) =>
  SchemaIssue.defaultCheckHook(issue) ??
  (issue.issue._tag === 'InvalidValue' ? annotationMessage(issue.issue.annotations) ?? '値が正しくありません' : undefined)

const formatter = SchemaIssue.makeFormatterStandardSchemaV1({ leafHook, checkHook })

/** Flatten an issue into Japanese lines; `labels` maps field keys to their Japanese labels. */
export const issueLines = (
  issue: SchemaIssue.Issue,
  labels: Readonly<Record<string, string>> = {},
): ReadonlyArray<IssueLine> =>
  formatter(issue).issues.map((i) => {
    const path = (i.path ?? []).map((p) => (typeof p === 'object' && p !== null && 'key' in p ? p.key : p))
    const lastKey = [...path].reverse().find((k) => typeof k === 'string')
    const label = lastKey === undefined ? '' : (labels[lastKey] ?? lastKey)
    return { path, label, message: i.message, text: label === '' ? i.message : `${label}: ${i.message}` }
  })

/** The `text` of every line of a SchemaError (or an Issue). */
export const issueMessages = (
  error: SchemaError | SchemaIssue.Issue,
  labels: Readonly<Record<string, string>> = {},
): ReadonlyArray<string> => issueLines(SchemaIssue.isIssue(error) ? error : error.issue, labels).map((l) => l.text)
