/**
 * /doctor/new and /doctor/{doctorId}/edit: one form, checked with the domain schema, Japanese
 * messages per field; a server error keeps every value and says why.
 */
import { MultiSelect } from 'primereact/multiselect'
import { doctorRecord, type Doctor, type DoctorInput } from '../../domain/doctor'
import type { DoctorId } from '../../domain/ids'
import type { DoctorLookups } from '../../domain/lookups'
import type { DoctorFormValues } from './doctor-form.machine'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { LookupsMachine } from '../../machines/lookups.machine'
import type { OrganizationSelectMachine } from '../organization'
import { RecordFormFrame } from '../../views/components/record-form.component'
import { formHeading, useEntityForm, type EntityFormPageProps } from '../../views/components/entity-form-page.component'
import { ExpertiseCheckboxGroup } from '../../views/components/expertise-checkbox-group.component'
import { LookupErrors, useLookups } from '../../views/components/lookups.component'
import { doctorText as t } from './doctor.text'
import { OrganizationSelect } from '../organization'

export interface DoctorFormPageProps extends EntityFormPageProps<DoctorFormValues, DoctorId> {
  readonly machine: EntityFormMachine<DoctorFormValues, DoctorInput, Doctor, DoctorId>
  readonly lookupsMachine: LookupsMachine<DoctorLookups>
  /** The searchable organisation select (asks the server as staff type). */
  readonly organizationSelect: OrganizationSelectMachine
}

export const DoctorFormPage = ({ machine, lookupsMachine, organizationSelect, onSaved, onCancel, listLink, onDiscard, ...input }: DoctorFormPageProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const lookups = useLookups(lookupsMachine)

  const { title, trail } = formHeading(form.creating, t, { listLink, onDiscard })
  return (
    <RecordFormFrame className="doctor-form-page" record={doctorRecord} form={form} title={title} trail={trail} texts={t} onCancel={onCancel} section={t.detail} noneLabel={t.none}
      notes={<LookupErrors lookups={lookups} parts={t.lookups} />}
      widgets={{
        organization: (w) => (
          <OrganizationSelect
            machine={organizationSelect}
            inputId={w.id}
            describedBy={w.describedBy}
            value={w.value as string}
            disabled={w.disabled}
            onChange={(id) => w.set(id ?? '')}
          />
        ),
        belongs: (w) => (
          <MultiSelect
            inputId={w.id}
            value={[...(w.value as ReadonlyArray<string>)]}
            options={(lookups.data.belongs ?? []).map((b) => ({ label: b.name, value: b.id as string }))}
            display="chip"
            disabled={w.disabled}
            onChange={(e) => w.set(e.value as ReadonlyArray<string>)}
          />
        ),
        expertise: (w) => (
          <ExpertiseCheckboxGroup
            tree={lookups.data.expertise ?? []}
            value={w.value as ReadonlyArray<string>}
            onChange={(ids) => w.set(ids)}
            idPrefix="doctor-form-expertise"
            invalid={w.invalid}
          />
        ),
      }}
    />
  )
}
