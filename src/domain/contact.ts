/** Contact form (お問い合わせ): general POST /contact and direct POST /contacts. */
import { Schema } from 'effect'
import { Email, LiteralsWithMessage, Phone, RequiredText, Text } from './fields'
import { ContactId } from './ids'

export const contactKinds = ['general', 'doctor', 'client', 'media', 'press'] as const
export const contactKindLabels = {
  general: '一般',
  doctor: '医師',
  client: 'クライアント',
  media: 'メディア',
  press: '報道・取材',
} as const
export const ContactKind = LiteralsWithMessage(contactKinds, contactKindLabels)

export const ContactInput = Schema.Struct({
  kind: ContactKind,
  name: RequiredText(100),
  companyName: Schema.optional(Text(200)),
  email: Email,
  phone: Schema.optional(Schema.NullOr(Phone)),
  subject: RequiredText(200),
  body: RequiredText(5000),
})
export type ContactInput = typeof ContactInput.Type

export const ContactReceipt = Schema.Struct({ id: ContactId, receivedAt: Schema.String })
export type ContactReceipt = typeof ContactReceipt.Type
