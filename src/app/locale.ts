/**
 * PrimeReact in Japanese: calendar names, filter words, ARIA labels.
 * `installPrimeLocale()` is called once by main.tsx before the first render; the provider
 * value in main.tsx also names 'ja' and gives the pass-through below. It also starts the dialogs'
 * focus tracking that pass-through needs (src/app/dialog-focus.ts).
 */
import { addLocale, FilterMatchMode, FilterService, locale } from 'primereact/api'
import { foldedContains } from '../domain/search-fold'
import type { DialogPassThroughTransitionType } from 'primereact/dialog'
import { dialogFocusTransition, installDialogFocus } from './dialog-focus'

export const primeLocale = 'ja'

export const installPrimeLocale = (): void => {
  addLocale(primeLocale, {
    startsWith: '前方一致',
    contains: '部分一致',
    notContains: '含まない',
    endsWith: '後方一致',
    equals: '等しい',
    notEquals: '等しくない',
    noFilter: 'フィルターなし',
    filter: 'フィルター',
    lt: 'より小さい',
    lte: '以下',
    gt: 'より大きい',
    gte: '以上',
    dateIs: '日付が等しい',
    dateIsNot: '日付が等しくない',
    dateBefore: '日付より前',
    dateAfter: '日付より後',
    custom: 'カスタム',
    clear: 'クリア',
    apply: '適用',
    matchAll: 'すべて一致',
    matchAny: 'いずれか一致',
    addRule: '条件を追加',
    removeRule: '条件を削除',
    accept: 'はい',
    reject: 'いいえ',
    choose: '選択',
    upload: 'アップロード',
    cancel: 'キャンセル',
    close: '閉じる',
    pending: '保留中',
    fileSizeTypes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
    dayNames: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
    dayNamesShort: ['日', '月', '火', '水', '木', '金', '土'],
    dayNamesMin: ['日', '月', '火', '水', '木', '金', '土'],
    monthNames: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    monthNamesShort: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    chooseYear: '年を選択',
    chooseMonth: '月を選択',
    chooseDate: '日を選択',
    prevDecade: '前の10年',
    nextDecade: '次の10年',
    prevYear: '前年',
    nextYear: '翌年',
    prevMonth: '前月',
    nextMonth: '翌月',
    prevHour: '前の時',
    nextHour: '次の時',
    prevMinute: '前の分',
    nextMinute: '次の分',
    prevSecond: '前の秒',
    nextSecond: '次の秒',
    am: '午前',
    pm: '午後',
    today: '今日',
    now: '現在',
    weekHeader: '週',
    firstDayOfWeek: 0,
    dateFormat: 'yy/mm/dd',
    weak: '弱い',
    medium: '普通',
    strong: '強い',
    passwordPrompt: 'パスワードを入力',
    emptyFilterMessage: '該当するデータがありません',
    emptyMessage: 'データがありません',
    aria: {
      trueLabel: 'はい',
      falseLabel: 'いいえ',
      nullLabel: '未選択',
      star: '1つ星',
      stars: '{star}つ星',
      selectAll: 'すべて選択',
      unselectAll: 'すべて選択解除',
      close: '閉じる',
      previous: '前へ',
      next: '次へ',
      navigation: 'ナビゲーション',
      scrollTop: '先頭へスクロール',
      moveTop: '先頭へ移動',
      moveUp: '上へ移動',
      moveDown: '下へ移動',
      moveBottom: '末尾へ移動',
      moveToTarget: '右へ移動',
      moveToSource: '左へ移動',
      moveAllToTarget: 'すべて右へ移動',
      moveAllToSource: 'すべて左へ移動',
      pageLabel: '{page}ページ',
      firstPageLabel: '最初のページ',
      lastPageLabel: '最後のページ',
      nextPageLabel: '次のページ',
      prevPageLabel: '前のページ',
      rowsPerPageLabel: '表示件数',
      jumpToPageDropdownLabel: 'ページへ移動',
      jumpToPageInputLabel: 'ページへ移動',
      selectRow: '行を選択',
      unselectRow: '行の選択を解除',
      expandRow: '行を展開',
      collapseRow: '行を折りたたむ',
      showFilterMenu: 'フィルターメニューを表示',
      hideFilterMenu: 'フィルターメニューを隠す',
      filterOperator: 'フィルター演算子',
      filterConstraint: 'フィルター条件',
      editRow: '行を編集',
      saveEdit: '保存',
      cancelEdit: 'キャンセル',
      listView: 'リスト表示',
      gridView: 'グリッド表示',
      slide: 'スライド',
      slideNumber: '{slideNumber}',
      zoomImage: '画像を拡大',
      zoomIn: '拡大',
      zoomOut: '縮小',
      rotateRight: '右に回転',
      rotateLeft: '左に回転',
    },
  })
  locale(primeLocale)
  installDialogFocus()
  installFoldedOptionFilter()
}

/**
 * The option lists staff filter by typing (the expertise and prefecture filters, the
 * selects with `filter`) match as the server's keyword search does: PrimeReact's 'contains' rule,
 * which every such Dropdown / MultiSelect uses, compares folded text (`foldedContains`,
 * src/domain/search-fold.ts: ばいぱす and ﾊﾞｲﾊﾟｽ find 冠動脈バイパス, ＭＲＩ finds MRI).
 */
export const installFoldedOptionFilter = (): void => FilterService.register(FilterMatchMode.CONTAINS, foldedContains)

/**
 * Pass-through for every PrimeReact component (axe): the Dropdown's hidden native
 * <select> (a copy of the value for forms) and its chevron trigger (a click target) are hidden
 * from assistive technology; the combobox itself carries the label, the value and the keys.
 * Likewise the Tree's expand chevron. Every Dialog: the focus goes into it when it opens and back
 * to its opener when it closes (src/app/dialog-focus.ts).
 */
export const primeA11yPassThrough = {
  dialog: {
    // callbacks only, merged onto the Dialog's own transition (its type asks for a timeout too)
    transition: dialogFocusTransition as unknown as DialogPassThroughTransitionType,
  },
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
  // The Tree's chevron is a mouse target (tabindex -1): the treeitem expands with the arrow keys.
  tree: {
    toggler: { 'aria-hidden': true },
  },
}
