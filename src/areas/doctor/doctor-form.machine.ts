/**
 * The doctor create / edit form: values as the inputs hold them, checked with the domain's
 * `DoctorInput` schema after the same normalisation the CSV import applies. Its fields are the
 * doctor record's declared ones (src/domain/doctor.ts `doctorRecord.form`).
 */
import { DoctorInput, doctorRecord, type Doctor } from '../../domain/doctor'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { recordFormFields } from '../../machines/form-fields'

const fields = recordFormFields(doctorRecord, DoctorInput)

/** The form values as kept in the draft store (decoded back with this schema). */
export const DoctorFormValuesSchema = fields.schema
export type DoctorFormValues = typeof DoctorFormValuesSchema.Type

export const emptyDoctorValues: DoctorFormValues = fields.empty
export const doctorToValues = fields.toValues
export const validateDoctor = fields.validate

export const doctorFormMachine = makeEntityFormMachine<DoctorFormValues, DoctorInput, Doctor>('doctorForm', validateDoctor, doctorToValues)
export type DoctorFormMachine = typeof doctorFormMachine
