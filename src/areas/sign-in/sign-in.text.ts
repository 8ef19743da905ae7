/**
 * Japanese strings of the sign-in pages (/sign-in, /sign-in-action) and of the sign-in
 * messages shown in the message dialog. Spec texts verbatim: 'ログインリンクを送信'
 * (the button) and 'admission failed' (shown in the dialog, SPEC 5 and 8).
 */

export const signInText = {
  title: 'ログイン',
  lead: '登録済みの管理者メールアドレスを入力してください。ログイン用のリンクをメールでお送りします。',
  emailLabel: 'メールアドレス',
  emailPlaceholder: 'name@example.com',
  submit: 'ログインリンクを送信',
  sending: '送信しています…',
  problems: {
    'email-required': 'メールアドレスを入力してください。',
    'email-invalid': 'メールアドレスの形式が正しくありません。',
  },
  expiredNotice: 'ログインの有効期限が切れました。もう一度ログインすると、作業中の画面に戻ります。',
  redirectNotice: 'ログインすると、開こうとしたページに移動します。',

  sentTitle: 'メールを送信しました',
  sentLead: (email: string) => `${email} 宛てにログインリンクを送信しました。`,
  sentSteps: [
    'メールを開き、本文のリンクをクリックしてください。',
    'このブラウザでリンクを開くと、そのままログインできます。',
    'メールが届かない場合は、迷惑メールフォルダもご確認ください。',
  ],
  emulatorHintTitle: 'ローカル環境（Auth エミュレーター）',
  emulatorHint: '実際のメールは送信されません。ログインリンクはエミュレーターの次のアドレスから確認できます。',
  resend: 'もう一度送信',
  useAnother: '別のメールアドレスを使う',

  /** Message dialog texts (SPEC 5: the e-mail must be admitted, otherwise 'admission failed'). */
  admissionFailed: {
    title: 'ログインできません',
    messages: [
      'このメールアドレスには管理画面へのログイン権限がありません。',
      '登録済みの管理者メールアドレスを入力するか、システム管理者にお問い合わせください。',
    ],
  },
  /** The error's own text (e.g. the spec's 'admission failed'), shown after the explanation. */
  detail: (message: string) => `詳細: ${message}`,
  sendFailedTitle: 'ログインリンクを送信できません',
  admissionCheckFailedTitle: 'ログイン権限を確認できません',
  signOutFailed: 'ログアウトに失敗しました。もう一度お試しください。',
  /** The console's code could not be fetched after the first paint (network, a new deployment). */
  loadFailedTitle: '画面を読み込めませんでした',
  loadFailed: '通信状態を確かめて、ページを再読み込みしてください。',
  reload: '再読み込み',
} as const

export const signInActionText = {
  title: 'ログイン',
  verifying: 'ログインリンクを確認しています…',
  /** SPEC 5: not a transition from the e-mail link. */
  invalidLink: 'メールのリンクからの遷移ではありません。',
  invalidLinkHelp: 'ログイン画面でメールアドレスを入力してログインリンクを受け取り、メールに記載されたリンクを開いてください。',
  backToSignIn: 'ログイン画面へ',
  askEmailLead:
    'ログインリンクを受け取ったメールアドレスを入力してください（リンクを別のブラウザや端末で開いた場合は、確認のため入力が必要です）。',
  submit: 'ログイン',
  signingIn: 'ログインしています…',
  signedIn: 'ログインしました。移動しています…',
  failureTitle: 'ログインできませんでした',
  failures: {
    SignInLinkInvalid: 'ログインリンクの有効期限が切れているか、既に使用されています。ログイン画面からもう一度リンクを送信してください。',
    SignInEmailMismatch: '入力されたメールアドレスが、ログインリンクの送信先と一致しません。',
    unknown: 'ログインできませんでした。時間をおいて再度お試しください。',
  } as Record<string, string>,
  retry: 'メールアドレスを入力し直す',
} as const
