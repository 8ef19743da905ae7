/**
 * The doctor create / edit form: values as the inputs hold them, checked with the domain's
 * `DoctorInput` schema after the same normalisation the CSV import applies. Its fields are the
 * doctor record's declared ones (src/domain/doctor.ts `doctorRecord.form`).
 */
import { DoctorInput, doctorRecord } from '../../domain/doctor'
import { recordForm } from '../../machines/form-fields'

export const doctorForm = recordForm('doctorForm', doctorRecord, DoctorInput)

/** The form values as kept in the draft store (decoded back with this schema). */
export const DoctorFormValuesSchema = doctorForm.schema
export type DoctorFormValues = typeof DoctorFormValuesSchema.Type
export const emptyDoctorValues: DoctorFormValues = doctorForm.empty
export const doctorFormMachine = doctorForm.machine
