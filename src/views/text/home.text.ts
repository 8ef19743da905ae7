/** Japanese strings of the home dashboard (/). */
export const homeText = {
  attention: '要対応',
  figures: '概況',
  links: 'メニュー',
  loading: '集計中…',
  cards: {
    pressReleasesRequested: 'PR申請中',
    manuscriptsUnderReview: '審査中の原稿',
    doctors: '医師',
    doctorsFrozen: '利用停止中の医師',
    clients: 'クライアント',
    clientsSuspended: '利用停止中のクライアント',
    mpGranted: '付与済みMP（累計）',
    mpGrantedThisMonth: '今月の付与MP',
    mpOutstanding: '未使用MP（残高合計）',
  },
  count: (n: number) => n.toLocaleString('ja-JP'),
} as const
