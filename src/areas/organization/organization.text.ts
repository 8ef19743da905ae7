/** Japanese strings of the organisation pages. */
import { organizationKindLabels } from '../../domain/organization'
import { formText } from '../../views/text/form.text'
import { groupDigits } from '../../views/text/number'

export const organizationText = {
  area: '組織管理',
  list: '組織一覧',
  create: '組織登録',
  edit: '組織編集',
  detail: '組織情報',
  import: '組織CSVインポート',
  basics: '基本情報',
  editButton: '編集',
  kinds: organizationKindLabels,
  filters: {
    keyword: 'キーワード（組織名・カナ）',
    prefecture: '都道府県',
  },
  empty: '該当する組織はありません。',
  actions: { delete: '削除' },
  /** The delete dialog says how many doctors belong to the organisation. */
  deleteDialog: (doctorCount: number) => ({
    header: '削除',
    message:
      doctorCount === 0
        ? '所属している医師はいません。選択した組織を削除しますか？'
        : `この組織には医師が ${groupDigits(doctorCount)} 名所属しています。所属している医師がいる間は削除できません。先に医師の所属組織を変更してください。`,
  }),
  done: { delete: '組織を削除しました。' },
  saved: '組織を保存しました。',
  doctorCount: (n: number) => `${groupDigits(n)} 名`,
  /** The searchable select of the doctor form and doctor list filter. */
  select: {
    placeholder: '組織名・カナを入力',
    /** The dropdown button (no '検索' in it: the list page's 検索 button keeps its name to itself). */
    showAll: '組織の候補を表示',
    more: 'さらに表示',
    empty: '該当する組織はありません',
    failed: '所属組織を読み込めませんでした',
    retry: '再読み込み',
  },
  ...formText,
} as const
