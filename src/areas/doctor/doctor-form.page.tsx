/**
 * /doctor/new and /doctor/{doctorId}/edit: one form, checked with the domain schema, Japanese
 * messages per field; a server error keeps every value and says why.
 */
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { MultiSelect } from 'primereact/multiselect'
import { doctorFieldLabels, type Doctor, type DoctorInput } from '../../domain/doctor'
import type { DoctorId } from '../../domain/ids'
import type { DoctorLookups } from '../../domain/lookups'
import type { DoctorFormValues } from './doctor-form.machine'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { LookupsMachine } from '../../machines/lookups.machine'
import type { OrganizationSelectMachine } from '../organization'
import { FormField, PrefectureField, Section } from '../../views/components/entity-form.component'
import { EntityFormFrame, useEntityForm, type EntityFormInputProps } from '../../views/components/entity-form-page.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { ExpertiseCheckboxGroup } from '../../views/components/expertise-checkbox-group.component'
import { LookupErrors, useLookups } from '../../views/components/lookups.component'
import { doctorText as t } from './doctor.text'
import { OrganizationSelect } from '../organization'

export interface DoctorFormPageProps extends EntityFormInputProps<DoctorFormValues, DoctorId> {
  readonly machine: EntityFormMachine<DoctorFormValues, DoctorInput, Doctor, DoctorId>
  readonly lookupsMachine: LookupsMachine<DoctorLookups>
  /** The searchable organisation select (asks the server as staff type). */
  readonly organizationSelect: OrganizationSelectMachine
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  /** Drops the form's draft (leaving by the area's crumb, as キャンセル does). */
  readonly onDiscard: () => void
}

type TextKey = { [K in keyof DoctorFormValues]: DoctorFormValues[K] extends string ? K : never }[keyof DoctorFormValues]

export const DoctorFormPage = ({ machine, lookupsMachine, organizationSelect, onSaved, onCancel, listLink, onDiscard, ...input }: DoctorFormPageProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const lookups = useLookups(lookupsMachine)
  const { values, errors, busy, set } = form

  const text = (name: TextKey, label: string, options: { required?: boolean; hint?: string; type?: string; autoComplete?: string } = {}) => (
    <FormField id={`doctor-${name}`} label={label} required={options.required ?? false} errors={errors[name]} {...(options.hint ? { hint: options.hint } : {})}>
      {(aria) => (
        <InputText
          {...aria}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={values[name] as string}
          disabled={busy}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </FormField>
  )

  const title = form.creating ? t.create : t.edit
  return (
    <EntityFormFrame className="doctor-form-page" form={form} title={title} trail={[{ label: t.area, link: listLink, onFollow: onDiscard }, { label: title }]} texts={t} onCancel={onCancel} fieldLabels={doctorFieldLabels}>
      <LookupErrors lookups={lookups} parts={t.lookups} />
      <Section title={t.detail}>
        <div className="form-grid">
          {text('email', t.fields.email, { required: true, type: 'email', autoComplete: 'email' })}
          {text('medicalLicenseNumber', t.fields.medicalLicenseNumber, { required: true, hint: '数字6桁以内' })}
          {text('lastName', t.fields.lastName, { required: true })}
          {text('firstName', t.fields.firstName, { required: true })}
          {text('lastNameKana', t.fields.lastNameKana, { required: true, hint: '全角カタカナ' })}
          {text('firstNameKana', t.fields.firstNameKana, { required: true, hint: '全角カタカナ' })}
          {text('phone', t.fields.phone, { type: 'tel', hint: '例: 03-1234-5678' })}
          <PrefectureField id="doctor-prefecture" label={t.fields.prefecture} noneLabel={t.none} value={values.prefecture} errors={errors['prefecture']} disabled={busy} onChange={(v) => set('prefecture', v)} />
          <FormField id="doctor-organization" label={t.fields.organization} errors={errors['organizationId']}>
            {(aria) => (
              <OrganizationSelect
                machine={organizationSelect}
                inputId={aria.id}
                describedBy={aria['aria-describedby']}
                value={values.organizationId}
                disabled={busy}
                onChange={(id) => set('organizationId', id ?? '')}
              />
            )}
          </FormField>
          <FormField id="doctor-belongs" label={t.fields.belongs} errors={errors['belongIds']}>
            {(aria) => (
              <MultiSelect
                inputId={aria.id}
                value={[...values.belongIds]}
                options={(lookups.data.belongs ?? []).map((b) => ({ label: b.name, value: b.id as string }))}
                display="chip"
                disabled={busy}
                onChange={(e) => set('belongIds', e.value as ReadonlyArray<string>)}
              />
            )}
          </FormField>
          <FormField id="doctor-allowed" label={t.fields.allowed} errors={errors['allowed']}>
            {(aria) => (
              <div className="expertise-option">
                <Checkbox inputId={aria.id} checked={values.allowed} disabled={busy} onChange={(e) => set('allowed', e.checked === true)} />
                <label htmlFor={aria.id}>{t.allowedLabels.true}</label>
              </div>
            )}
          </FormField>
        </div>
      </Section>
      <Section title={t.fields.expertise}>
        <ExpertiseCheckboxGroup
          tree={lookups.data.expertise ?? []}
          value={values.expertiseIds}
          onChange={(ids) => set('expertiseIds', ids)}
          idPrefix="doctor-form-expertise"
          invalid={(errors['expertiseIds']?.length ?? 0) > 0}
        />
      </Section>
    </EntityFormFrame>
  )
}
