/**
 * The doctor create / edit form: values as the inputs hold them, checked with the domain's
 * `DoctorInput` schema after the same normalisation the CSV import applies.
 */
import { DoctorInput, type Doctor } from '../../domain/doctor'
import { normalizeEmail, normalizeKana, normalizePhone, normalizeText } from '../../domain/fields'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { flag, formFields, list, text } from '../../machines/form-fields'

/**
 * The fields, declared once (src/machines/form-fields.ts): each read from the doctor's property
 * of the same name; an optional one left blank is sent as null.
 */
const fields = formFields<Doctor>()(DoctorInput, {
  email: text({ normalize: normalizeEmail }),
  lastName: text({ normalize: normalizeText }),
  firstName: text({ normalize: normalizeText }),
  lastNameKana: text({ normalize: normalizeKana }),
  firstNameKana: text({ normalize: normalizeKana }),
  phone: text({ normalize: normalizePhone, optional: true }),
  medicalLicenseNumber: text({ normalize: normalizeText }),
  organizationId: text({ optional: true }),
  belongIds: list(),
  expertiseIds: list(),
  prefecture: text({ optional: true }),
  allowed: flag(),
})

/** The form values as kept in the draft store (decoded back with this schema). */
export const DoctorFormValuesSchema = fields.schema
export type DoctorFormValues = typeof DoctorFormValuesSchema.Type

export const emptyDoctorValues: DoctorFormValues = fields.empty
export const doctorToValues = fields.toValues
export const validateDoctor = fields.validate

export const doctorFormMachine = makeEntityFormMachine<DoctorFormValues, DoctorInput, Doctor>('doctorForm', validateDoctor, doctorToValues)
export type DoctorFormMachine = typeof doctorFormMachine
