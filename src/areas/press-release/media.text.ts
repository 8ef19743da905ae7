/** Japanese strings of the media pages (PR管理 › メディア). The medium's field labels are its record's (src/domain/media.ts `mediaRecord`). */
import { mediaSuspendedLabels } from '../../domain/media'
import { formText } from '../../views/text/form.text'

export const mediaText = {
  area: 'PR管理',
  list: 'メディア一覧',
  detail: 'メディア詳細',
  /** The link from the press release list and from a release's medium. */
  link: 'メディア一覧',
  /** How 状態 reads (the record's: src/domain/media.ts). */
  statusLabels: mediaSuspendedLabels,
  filters: { keyword: 'キーワード（メディア名）', suspended: '状態' },
  empty: '該当するメディアはありません。',
  actions: { suspend: '利用停止', resume: '利用停止解除', delete: '削除' },
  dialogs: {
    suspend: { header: '利用停止', message: '選択したメディアを利用停止にしますか？掲載中のプレスリリースは利用停止中のメディアのものとして表示されます。' },
    resume: { header: '利用停止解除', message: '選択したメディアの利用停止を解除しますか？' },
    delete: { header: '削除', message: '選択したメディアを削除しますか？' },
  },
  done: {
    suspend: 'メディアを利用停止にしました。',
    resume: 'メディアの利用停止を解除しました。',
    delete: 'メディアを削除しました。',
  },
  interviews: {
    title: '取材記事',
    label: '取材記事一覧',
    empty: '公開済みの取材記事はありません。',
    fields: { title: 'タイトル', summary: '概要', publishedAt: '公開日時' },
  },
  pressReleases: {
    title: 'プレスリリース',
    label: 'このメディアのプレスリリース',
    empty: 'このメディアのプレスリリースはありません。',
  },
  /** Next to a release whose medium is suspended (list, medium page, release page). */
  suspendedMedium: 'メディア利用停止中',
  ...formText,
} as const
