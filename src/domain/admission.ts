/**
 * Admission: may this e-mail sign in to this login destination? The console
 * asks for `management` (SPEC 4 sign-in flow); admitted = an active operator
 * with that e-mail. The payload is a boolean; `false` means 'admission failed'.
 */
import { Schema } from 'effect'
import { Email, LiteralsWithMessage } from './fields'

export const loginDests = ['management', 'doctor', 'client', 'media'] as const
export const LoginDest = LiteralsWithMessage(loginDests)
export type LoginDest = typeof LoginDest.Type

/** The console's own login destination. */
export const managementLoginDest: LoginDest = 'management'

/** Query of GET /admissions/ (general and direct). */
export const AdmissionQuery = Schema.Struct({ email: Email, loginDest: LoginDest })
export type AdmissionQuery = typeof AdmissionQuery.Type

/** Payload: truthy when admitted. */
export const Admission = Schema.Boolean
export type Admission = typeof Admission.Type
