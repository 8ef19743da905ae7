/**
 * /doctor/new and /doctor/{doctorId}/edit: one form, checked with the domain schema, Japanese
 * messages per field; a server error keeps every value and says why.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { MultiSelect } from 'primereact/multiselect'
import { Skeleton } from 'primereact/skeleton'
import { useEffect } from 'react'
import { prefectures } from '../../../domain/fields'
import type { DoctorFormMachine, DoctorFormValues } from '../../../machines/doctor-form.machine'
import type { doctorLookupsMachine } from '../../../machines/doctor-lookups.machine'
import { FormField, Section, ServerError } from '../../components/entity-form.component'
import { ExpertiseCheckboxGroup } from '../../components/expertise-checkbox-group.component'
import { PageHeading } from '../../components/page-heading.component'
import { doctorText as t } from '../../text/doctor.text'

export interface DoctorFormPageProps {
  readonly machine: DoctorFormMachine
  readonly lookupsMachine: typeof doctorLookupsMachine
  /** Absent: create. */
  readonly doctorId?: string
  readonly initial: DoctorFormValues
  /** Input kept from before a re-sign-in (draft store). */
  readonly draft?: DoctorFormValues | undefined
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
}

type TextKey = { [K in keyof DoctorFormValues]: DoctorFormValues[K] extends string ? K : never }[keyof DoctorFormValues]

export const DoctorFormPage = ({ machine, lookupsMachine, doctorId, initial, draft, onSaved, onCancel }: DoctorFormPageProps) => {
  const actor = useActorRef(machine, { input: { ...(doctorId !== undefined ? { id: doctorId } : {}), ...(draft !== undefined ? { draft } : {}), initial } })
  const lookupsRef = useActorRef(lookupsMachine)
  const lookups = useSelector(lookupsRef, (s) => s.context.lookups)
  const values = useSelector(actor, (s) => s.context.values)
  const errors = useSelector(actor, (s) => s.context.errors)
  const serverError = useSelector(actor, (s) => s.context.serverError)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const savedId = useSelector(actor, (s) => (s.status === 'done' ? (s.output?.id ?? s.context.savedId) : undefined))
  useEffect(() => {
    if (savedId !== undefined) onSaved(savedId)
  }, [savedId, onSaved])

  const set = <K extends keyof DoctorFormValues>(name: K, value: DoctorFormValues[K]) =>
    actor.send({ type: 'field.change', name, value } as never)

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

  const title = doctorId === undefined ? t.create : t.edit
  return (
    <div className="doctor-form-page">
      <PageHeading title={title} trail={[{ label: t.area, href: '/doctor', onNavigate: onCancel }, { label: title }]} />
      {loading ? <Skeleton height="20rem" /> : null}
      {loadFailed ? (
        <div>
          <ServerError title={t.loadFailed} message={serverError} />
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'load.retry' })} />
        </div>
      ) : null}
      {!loading && !loadFailed ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'form.submit' })
          }}
        >
          <ServerError title={t.saveFailed} message={serverError} />
          <Section title={t.detail}>
            <div className="form-grid">
              {text('email', t.fields.email, { required: true, type: 'email', autoComplete: 'email' })}
              {text('medicalLicenseNumber', t.fields.medicalLicenseNumber, { required: true, hint: '数字6桁以内' })}
              {text('lastName', t.fields.lastName, { required: true })}
              {text('firstName', t.fields.firstName, { required: true })}
              {text('lastNameKana', t.fields.lastNameKana, { required: true, hint: '全角カタカナ' })}
              {text('firstNameKana', t.fields.firstNameKana, { required: true, hint: '全角カタカナ' })}
              {text('phone', t.fields.phone, { type: 'tel', hint: '例: 03-1234-5678' })}
              <FormField id="doctor-prefecture" label={t.fields.prefecture} errors={errors['prefecture']}>
                {(aria) => (
                  <Dropdown placeholder={t.none}
                    inputId={aria.id}
                    aria-describedby={aria['aria-describedby']}
                    value={values.prefecture}
                    options={[{ label: t.none, value: '' }, ...prefectures.map((p) => ({ label: p, value: p }))]}
                    filter
                    disabled={busy}
                    onChange={(e) => set('prefecture', e.value as string)}
                  />
                )}
              </FormField>
              <FormField id="doctor-organization" label={t.fields.organization} errors={errors['organizationId']}>
                {(aria) => (
                  <Dropdown placeholder={t.none}
                    inputId={aria.id}
                    value={values.organizationId}
                    options={[{ label: t.none, value: '' }, ...lookups.organizations.map((o) => ({ label: o.name, value: o.id as string }))]}
                    filter
                    disabled={busy}
                    onChange={(e) => set('organizationId', e.value as string)}
                  />
                )}
              </FormField>
              <FormField id="doctor-belongs" label={t.fields.belongs} errors={errors['belongIds']}>
                {(aria) => (
                  <MultiSelect
                    inputId={aria.id}
                    value={[...values.belongIds]}
                    options={lookups.belongs.map((b) => ({ label: b.name, value: b.id as string }))}
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
              tree={lookups.expertise}
              value={values.expertiseIds}
              onChange={(ids) => set('expertiseIds', ids)}
              idPrefix="doctor-form-expertise"
              invalid={(errors['expertiseIds']?.length ?? 0) > 0}
            />
          </Section>
          <div className="form-actions">
            <Button type="button" label={t.cancel} text severity="secondary" disabled={busy} onClick={onCancel} />
            <Button type="submit" icon="pi pi-check" label={t.save} loading={busy} />
          </div>
        </form>
      ) : null}
    </div>
  )
}
