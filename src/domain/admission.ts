/**
 * Admission: may this e-mail sign in to this login destination? The console
 * asks for `management` (SPEC 4 sign-in flow); admitted = an active operator
 * with that e-mail. SPEC 5: the check passes when it 'returns a truthy value', so the
 * payload is read by JavaScript truthiness (`1`, `"yes"`, `{}` admit; `false`, `0`, `""`,
 * `null` do not → 'admission failed'), not decoded as a strict boolean.
 */
import { Schema, SchemaGetter } from 'effect'
import { Email, LiteralsWithMessage } from './fields'

export const loginDests = ['management', 'doctor', 'client', 'media'] as const
export const LoginDest = LiteralsWithMessage(loginDests)
export type LoginDest = typeof LoginDest.Type

/** The console's own login destination. */
export const managementLoginDest: LoginDest = 'management'

/** Query of GET /admissions/ (general and direct). */
export const AdmissionQuery = Schema.Struct({ email: Email, loginDest: LoginDest })
export type AdmissionQuery = typeof AdmissionQuery.Type

/**
 * Payload: any JSON value, admitted when truthy. Decodes to a boolean (the truthiness);
 * encodes a boolean as itself (the reference server answers `true` / `false`).
 */
export const Admission = Schema.Unknown.pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((payload: unknown) => Boolean(payload)),
    encode: SchemaGetter.transform((admitted: boolean) => admitted),
  }),
)
export type Admission = typeof Admission.Type
