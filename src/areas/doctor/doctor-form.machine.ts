/**
 * The doctor create / edit form: values as the inputs hold them, checked with the domain's
 * `DoctorInput` schema after the same normalisation the CSV import applies.
 */
import { Schema } from 'effect'
import { DoctorInput, type Doctor } from '../../domain/doctor'
import { normalizeEmail, normalizeKana, normalizePhone, normalizeText } from '../../domain/fields'
import { makeEntityFormMachine, type Validation } from '../../machines/entity-form.machine'
import { schemaValidation } from '../../machines/form-validation'

/** The form values as kept in the draft store (decoded back with this schema). */
export const DoctorFormValuesSchema = Schema.Struct({
  email: Schema.String,
  lastName: Schema.String,
  firstName: Schema.String,
  lastNameKana: Schema.String,
  firstNameKana: Schema.String,
  phone: Schema.String,
  medicalLicenseNumber: Schema.String,
  organizationId: Schema.String,
  belongIds: Schema.Array(Schema.String),
  expertiseIds: Schema.Array(Schema.String),
  prefecture: Schema.String,
  allowed: Schema.Boolean,
})
export type DoctorFormValues = typeof DoctorFormValuesSchema.Type

export const emptyDoctorValues: DoctorFormValues = {
  email: '',
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  phone: '',
  medicalLicenseNumber: '',
  organizationId: '',
  belongIds: [],
  expertiseIds: [],
  prefecture: '',
  allowed: false,
}

export const doctorToValues = (d: Doctor): DoctorFormValues => ({
  email: d.email,
  lastName: d.lastName,
  firstName: d.firstName,
  lastNameKana: d.lastNameKana,
  firstNameKana: d.firstNameKana,
  phone: d.phone ?? '',
  medicalLicenseNumber: d.medicalLicenseNumber,
  organizationId: d.organizationId ?? '',
  belongIds: d.belongIds,
  expertiseIds: d.expertiseIds,
  prefecture: d.prefecture ?? '',
  allowed: d.allowed,
})

const decode = schemaValidation(DoctorInput)
const orNull = (s: string): string | null => (s.trim() === '' ? null : s)

export const validateDoctor = (v: DoctorFormValues): Validation<DoctorInput> => {
  return decode({
    email: normalizeEmail(v.email),
    lastName: normalizeText(v.lastName),
    firstName: normalizeText(v.firstName),
    lastNameKana: normalizeKana(v.lastNameKana),
    firstNameKana: normalizeKana(v.firstNameKana),
    phone: orNull(normalizePhone(v.phone)),
    medicalLicenseNumber: normalizeText(v.medicalLicenseNumber),
    organizationId: orNull(v.organizationId),
    belongIds: v.belongIds,
    expertiseIds: v.expertiseIds,
    prefecture: orNull(v.prefecture),
    allowed: v.allowed,
  })
}

export const doctorFormMachine = makeEntityFormMachine<DoctorFormValues, DoctorInput, Doctor>('doctorForm', validateDoctor, doctorToValues)
export type DoctorFormMachine = typeof doctorFormMachine
