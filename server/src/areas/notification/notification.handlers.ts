/**
 * Notifications: the signed-in doctor's e-mail settings (stored on `doctors`), and the operators'
 * feed, derived from the content tables. The SQL is in notification.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { callerDoctorId } from '../support/caller'
import type { AreaHandlers } from '../support/handler'
import * as notifications from './notification.repository'
import { doctors as doctorsTable } from '../doctor'
import { recorded, type AuditedFor } from '../support/audit'

export const handlers = {
  'general.doctorNotifications.disable': async ({ db, caller, body }) => {
    const id = await callerDoctorId(db, caller)
    await notifications.setDisabled(db, id, body.disabled)
    return { payload: await notifications.settings(db, id) }
  },
  'general.doctorNotifications.frequency': async ({ db, caller, body }) => {
    const id = await callerDoctorId(db, caller)
    await notifications.setFrequency(db, id, body.receptionFrequency)
    return { payload: await notifications.settings(db, id) }
  },
  'admin.notifications.list': async ({ db, query }) => notifications.feedPage(db, query),
} satisfies AreaHandlers<Catalogue>

const settings = recorded(doctorsTable, 'notification_disabled', 'reception_frequency')
/** The signed-in doctor's own settings (a caller that is no doctor is refused by the handler, and nothing is recorded). */
const ownDoctor = (i: { readonly caller: { readonly doctor: { readonly id: string } | null } | null }) => (i.caller?.doctor ? [i.caller.doctor.id] : [])

export const audited = {
  'general.doctorNotifications.disable': { action: 'doctorNotifications.disable', targetType: 'doctor', recorded: settings, targets: ownDoctor },
  'general.doctorNotifications.frequency': { action: 'doctorNotifications.frequency', targetType: 'doctor', recorded: settings, targets: ownDoctor },
} satisfies AuditedFor<keyof typeof handlers>
