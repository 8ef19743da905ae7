/** Japanese strings of the media pages (PR管理 › メディア). The medium's field labels are its record's (src/domain/media.ts `mediaRecord`). */
import { mediaSuspendedLabels } from '../../domain/media'
import { formText } from '../../views/text/form.text'
import { recordActionTexts } from '../../views/text/record-actions.text'

const recordActions = recordActionTexts('メディア')

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
  actions: recordActions.labels,
  dialogs: {
    ...recordActions.dialogs,
    suspend: { ...recordActions.dialogs.suspend, message: `${recordActions.dialogs.suspend.message}掲載中のプレスリリースは利用停止中のメディアのものとして表示されます。` },
  },
  done: recordActions.done,
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
