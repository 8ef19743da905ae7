/**
 * Misuse errors of the spec's dialogs other than confirm and message (SPEC section 8: "Dialog
 * misuse errors exist for each dialog"): the CSV import error and result dialogs, the record
 * actions' confirmations (the doctor's 削除 / 利用停止 / 利用停止解除, also from the list's bulk
 * action) and the MP grant (付与するMP). As with `ConfirmDialogMisuse` and `MessageDialogMisuse`,
 * misuse is never a silent no-op: an answer to a dialog that is not shown (スキップ with no row
 * error, OK with no result, OK / キャンセル with no confirmation), a request the dialog cannot show
 * (a bulk action over no rows, an MP grant for no doctor) or a second request while one runs
 * leaves the machine as it was and emits `dialog.rejected` with a typed `DialogMisuse` naming the
 * dialog, the reason and a Japanese message for developers. Page actors log it
 * (`usePageActor`, src/views/components/page-actor.ts; the MP grant dialog for its own actor).
 */
import { Schema } from 'effect'

export const misusedDialogs = ['csvImportError', 'csvImportResult', 'recordAction', 'bulkAction', 'mpGrant'] as const
export type MisusedDialog = (typeof misusedDialogs)[number]

export type DialogMisuseReason = 'nothing-to-answer' | 'invalid-request' | 'busy'

export class DialogMisuse extends Schema.TaggedError<DialogMisuse>()('DialogMisuse', {
  dialog: Schema.Literals(misusedDialogs),
  reason: Schema.Literals(['nothing-to-answer', 'invalid-request', 'busy']),
  message: Schema.String,
}) {}

/** What a machine with a misuse check emits. */
export type DialogMisuseEmitted = { readonly type: 'dialog.rejected'; readonly error: DialogMisuse }

/** The developer-facing texts (Japanese, as the other dialogs' misuse errors). */
export const dialogMisuseText = {
  csvImportError: {
    'nothing-to-answer': (answer: string) => `CSVインポートエラーダイアログは表示されていません（${answer}する行エラーがありません）。`,
  },
  csvImportResult: {
    'nothing-to-answer': () => 'CSVインポート完了ダイアログは表示されていません。',
  },
  recordAction: {
    'nothing-to-answer': (answer: string) => `確認中の操作がないため「${answer}」は受け付けられません（削除・利用停止などの確認ダイアログは表示されていません）。`,
  },
  bulkAction: {
    'nothing-to-answer': (answer: string) => `一括操作の確認ダイアログ・結果は表示されていないため「${answer}」は受け付けられません。`,
    'invalid-request': () => '一括操作の対象が選択されていません。',
    busy: () => '一括操作は既に進行中です。',
  },
  mpGrant: {
    'invalid-request': () => 'MPを付与する医師が指定されていません。',
    busy: () => '付与するMPダイアログは送信中です。',
  },
} as const

export const dialogMisuse = (dialog: MisusedDialog, reason: DialogMisuseReason, message: string): DialogMisuse =>
  new DialogMisuse({ dialog, reason, message })

/**
 * The requests a dialog view cannot show (its props), checked as `validateConfirmRequest` checks
 * the confirm dialog's: the view logs the typed error (`useDialogMisuseLog` for machines,
 * `useRequestMisuseLog` for props) rather than showing an empty or wrong dialog in silence.
 */
export const validateCsvErrorRequest = (row: number | undefined, errors: ReadonlyArray<string>): DialogMisuse | undefined => {
  if (row === undefined) return undefined
  if (!Number.isInteger(row) || row < 1) return dialogMisuse('csvImportError', 'invalid-request', `CSVインポートエラーダイアログの行番号が不正です: ${row}`)
  if (errors.length === 0 || errors.some((e) => e.trim() === '')) return dialogMisuse('csvImportError', 'invalid-request', 'CSVインポートエラーダイアログに表示するエラーがありません。')
  return undefined
}

export const validateCsvResultRequest = (visible: boolean, failed: number, succeeded: number): DialogMisuse | undefined =>
  visible && ![failed, succeeded].every((n) => Number.isInteger(n) && n >= 0)
    ? dialogMisuse('csvImportResult', 'invalid-request', `CSVインポート完了ダイアログの件数が不正です: 失敗${failed}件、成功${succeeded}件`)
    : undefined

export const validateRecordActionRequest = (
  action: string | undefined,
  text: { readonly header: string; readonly message: string } | undefined,
): DialogMisuse | undefined =>
  action !== undefined && (text === undefined || text.header.trim() === '' || text.message.trim() === '')
    ? dialogMisuse('recordAction', 'invalid-request', `操作「${action}」の確認ダイアログの見出しまたは文言がありません。`)
    : undefined
