/** The ゴミ箱 in words (docs/trash.md): its button on each list, its page, its outcomes. */
export const trashText = {
  button: 'ゴミ箱',
  title: 'ゴミ箱',
  /** The page's line under the heading, for records called `what` (医師). */
  intro: (what: string) => `削除した${what}の一覧です。削除から30日（サーバーの設定）を過ぎると完全に削除され、復元できなくなります。`,
  columns: { select: '選択', name: '名前', note: '補足', deletedAt: '削除日時', deletedBy: '削除者', actions: '操作' },
  selectRow: (name: string) => `${name}を選択`,
  selectAll: 'すべて選択',
  restore: '復元',
  restoreRow: (name: string) => `${name}を復元`,
  restoreSelected: (n: number) => `選択した${n}件を復元`,
  more: 'さらに読み込む',
  reload: '再読み込み',
  empty: (what: string) => `ゴミ箱に${what}はありません。`,
  unknownActor: '（記録なし）',
  loadFailed: (message: string) => `ゴミ箱を読み込めませんでした: ${message}`,
  refusedTitle: '復元できなかったもの',
  refused: (name: string, message: string) => `「${name}」: ${message}`,
  restored: (names: ReadonlyArray<string>) => (names.length === 1 ? `「${names[0]}」を復元しました。` : `${names.length}件を復元しました。`),
} as const
