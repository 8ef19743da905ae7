/**
 * Notifications: the doctor's own notification settings (general group) and
 * the operators' notification feed (admin GET /notifications/).
 */
import { Schema } from 'effect'
import { LiteralsWithMessage, pageQueryFields } from './fields'
import { NotificationId } from './ids'

export const receptionFrequencies = ['immediate', 'daily', 'weekly', 'monthly'] as const
export const receptionFrequencyLabels = {
  immediate: '都度',
  daily: '1日1回',
  weekly: '週1回',
  monthly: '月1回',
} as const
export const ReceptionFrequency = LiteralsWithMessage(receptionFrequencies, receptionFrequencyLabels)
export type ReceptionFrequency = typeof ReceptionFrequency.Type

export const NotificationSettings = Schema.Struct({
  /** True: the doctor receives no e-mail notification at all. */
  disabled: Schema.Boolean,
  receptionFrequency: ReceptionFrequency,
})
export type NotificationSettings = typeof NotificationSettings.Type

/** Body of PUT /doctors/notifications/disable_setting. */
export const DisableSettingInput = Schema.Struct({ disabled: Schema.Boolean })
export type DisableSettingInput = typeof DisableSettingInput.Type

/** Body of PUT /doctors/notifications/reception_frequency_setting. */
export const ReceptionFrequencyInput = Schema.Struct({ receptionFrequency: ReceptionFrequency })
export type ReceptionFrequencyInput = typeof ReceptionFrequencyInput.Type

/** What an operator is told about (admin feed). */
export const notificationKinds = [
  'doctorRegistered',
  'manuscriptSubmitted',
  'pressReleaseRequested',
  'giftExchangeFailed',
  'contactReceived',
  'fileQuarantined',
] as const
export const notificationKindLabels = {
  doctorRegistered: '医師の新規登録',
  manuscriptSubmitted: '原稿の審査依頼',
  pressReleaseRequested: 'プレスリリースの公開申請',
  giftExchangeFailed: 'ギフト交換の失敗',
  contactReceived: 'お問い合わせ',
  fileQuarantined: 'マルウェア検出',
} as const
export const NotificationKind = Schema.Literals(notificationKinds)
export type NotificationKind = typeof NotificationKind.Type

export const Notification = Schema.Struct({
  id: NotificationId,
  kind: NotificationKind,
  title: Schema.String,
  message: Schema.String,
  /** Console route to open, e.g. `/press_release/12/edit`. */
  link: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type Notification = typeof Notification.Type

/** Query of admin GET /notifications/. */
export const NotificationQuery = Schema.Struct({
  kind: Schema.optional(NotificationKind),
  ...pageQueryFields,
})
export type NotificationQuery = typeof NotificationQuery.Type
