/** Japanese strings of the expertise page (/expertise, 専門分野管理). */
import type { ExpertiseChangeKind, ExpertiseDeleteBlock, ExpertiseImpact } from '../../domain/expertise'
import { groupDigits } from '../../views/text/number'

const n = groupDigits

export const expertiseText = {
  title: '専門分野管理',
  treeLabel: '専門分野ツリー',
  hint: '分野を選んで操作してください。ドラッグ＆ドロップで親を変更することもできます（キーボードでは「移動…」）。',
  empty: '専門分野はまだありません。',
  loading: '読み込み中',
  retry: '再読み込み',
  doctorCount: (count: number) => `医師 ${n(count)}名`,
  actions: {
    addRoot: 'ルートを追加',
    addChild: '子を追加',
    rename: '名前を変更',
    move: '移動…',
    delete: '削除',
  },
  nameDialog: {
    create: (parent: string | undefined) => (parent === undefined ? 'ルート分野を追加' : `「${parent}」の下に分野を追加`),
    rename: '名前を変更',
  },
  moveDialog: {
    header: (name: string) => `「${name}」の移動先`,
    target: '移動先の親分野',
    root: '（ルート）',
    next: '次へ',
    none: '移動できる先がありません。',
  },
  /** The impact dialog before a move or a delete. */
  confirm: {
    moveHeader: '移動の確認',
    deleteHeader: '削除の確認',
    move: (name: string, parent: string | undefined) => `「${name}」を${parent === undefined ? 'ルート' : `「${parent}」の下`}へ移動しますか？`,
    delete: (name: string) => `「${name}」を削除しますか？`,
    impact: (impact: ExpertiseImpact) =>
      `影響範囲: 配下を含む ${n(impact.nodes)} 分野、これらの分野を登録している医師 ${n(impact.doctors)} 名`,
    refused: (block: ExpertiseDeleteBlock) =>
      block.reason === 'doctors'
        ? `この分野を登録している医師が ${n(block.count)} 名いるため削除できません。`
        : `配下の分野が ${n(block.count)} 件あるため削除できません。先に配下の分野を移動または削除してください。`,
  },
  save: '保存',
  done: {
    create: '専門分野を追加しました。',
    rename: '専門分野の名前を変更しました。',
    move: '専門分野を移動しました。',
    delete: '専門分野を削除しました。',
  } satisfies Record<ExpertiseChangeKind, string>,
  refusedMove: '自分自身またはその配下の分野へは移動できません。',
  /** The strip under the tree while a node is dragged. */
  dropToRoot: 'ここにドロップするとルートへ移動します',
} as const
