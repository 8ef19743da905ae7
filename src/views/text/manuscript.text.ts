/** Japanese strings of the manuscript pages (記事管理). Status names: src/domain/manuscript.ts. */
import { manuscriptStatusLabels } from '../../domain/manuscript'

export const manuscriptText = {
  area: '記事管理',
  list: '記事一覧',
  statusLabels: manuscriptStatusLabels,
  tabs: {
    under_review: '審査中',
    reviewed: '審査済み',
    acceptable: '掲載可',
    latest_offered: '最新オファー',
    all: 'すべて',
  },
  tabsLabel: '一覧の種類',
  fields: {
    title: 'タイトル',
    doctor: '著者',
    status: 'ステータス',
    hold: '保留',
    submittedAt: '投稿日時',
    latestOfferedAt: '最新オファー日時',
    updatedAt: '更新日時',
  },
  heldLabels: { true: '保留中', false: '保留なし' },
  filters: {
    keyword: 'キーワード（タイトル・本文・著者）',
    status: 'ステータス',
    held: '保留',
  },
  empty: '該当する記事はありません',
} as const
