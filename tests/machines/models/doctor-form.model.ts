/** The doctor form: the generic form spec with the doctor's own values and checks. */
import { doctorFormMachine, emptyDoctorValues } from '@src/areas/doctor/doctor-form.machine'
import { entityFormSpecs } from './entity-form.model'

const valid = {
  ...emptyDoctorValues,
  email: 'ｙａｍａｄａ＠example.jp',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'やまだ',
  firstNameKana: 'タロウ',
  medicalLicenseNumber: '123456',
  allowed: true,
}

export const specs = entityFormSpecs(doctorFormMachine, {
  initial: emptyDoctorValues,
  valid: [{ type: 'form.restore', values: valid }],
  invalid: { type: 'field.change', name: 'email', value: 'yamada@' },
  entity: { ...valid, email: 'yamada@example.jp', phone: null, organizationId: null, prefecture: null },
})
