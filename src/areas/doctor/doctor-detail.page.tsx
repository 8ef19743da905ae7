/**
 * /doctor/{doctorId}: every field, organisation, belongs, expertise (checkbox groups, read-only)
 * and MP balance; the actions the doctor's state allows, with the spec's dialogs.
 */
import { Skeleton } from 'primereact/skeleton'
import type { ActorRefFrom } from 'xstate'
import { doctorRecord, type Doctor, type DoctorAction } from '../../domain/doctor'
import type { BelongId, DoctorId, OrganizationId } from '../../domain/ids'
import { belongName, type DoctorLookups } from '../../domain/lookups'
import { receptionFrequencyLabels } from '../../domain/notification'
import type { LookupsMachine } from '../../machines/lookups.machine'
import type { MpGrantMachine } from '../points'
import type { RecordMachine } from '../../machines/record.machine'
import { DetailList, Section } from '../../views/components/entity-form.component'
import { ExpertiseCheckboxGroup } from '../../views/components/expertise-checkbox-group.component'
import { LookupErrors, useLookups } from '../../views/components/lookups.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { RecordActions, RecordLoadError, useRecordPage, type RecordActionButton } from '../../views/components/record-page.component'
import { MpGrantDialog } from '../points'
import { RecordActionDialog } from '../../views/dialogs/record-action.dialog'
import { doctorText as t } from './doctor.text'
import { fullName } from './doctor-list.page'
import { DoctorStatusTags } from './doctor-status.component'
import { OrganizationInfo } from '../organization'
import { groupDigits } from '../../views/text/number'
import { recordDetailItems } from '../../views/components/record-view'
import { RecordHistory } from '../audit-log'

export interface DoctorDetailPageProps {
  readonly machine: RecordMachine<Doctor, DoctorAction, DoctorId>
  readonly lookupsMachine: LookupsMachine<DoctorLookups>
  readonly doctorId: DoctorId
  readonly editLink: RouteLink
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  /** Called once the doctor is deleted (the route goes back to the list). */
  readonly onDeleted: () => void
  /** The doctor's organisation (組織管理). */
  readonly organizationLink?: (id: OrganizationId) => RouteLink
}

const actions: ReadonlyArray<RecordActionButton<DoctorAction>> = [
  { action: 'grantMp', label: t.actions.grantMp, icon: 'pi pi-star' },
  { action: 'allow', label: t.actions.allow, icon: 'pi pi-check', severity: 'success' },
  { action: 'disallow', label: t.actions.disallow, icon: 'pi pi-times', severity: 'warning' },
  { action: 'freeze', label: t.actions.freeze, icon: 'pi pi-lock', severity: 'warning' },
  { action: 'unfreeze', label: t.actions.unfreeze, icon: 'pi pi-lock-open', severity: 'success' },
  { action: 'delete', label: t.actions.delete, icon: 'pi pi-trash', severity: 'danger' },
]

export const DoctorDetailPage = ({ machine, lookupsMachine, doctorId, editLink, listLink, onDeleted, organizationLink }: DoctorDetailPageProps) => {
  const page = useRecordPage(machine, doctorId, onDeleted)
  const lookups = useLookups(lookupsMachine)
  const doctor = page.record
  const mpActor = page.state.children['actionDialog'] as ActorRefFrom<MpGrantMachine> | undefined

  return (
    <div className="doctor-detail-page">
      <PageHeading title={doctor ? `${fullName(doctor)}` : t.detail} trail={[{ label: t.area, link: listLink }, { label: t.detail }]}>
        {doctor && doctor.deletedAt === null ? <ButtonLink link={editLink} icon="pi pi-pencil" label={t.editButton} /> : null}
      </PageHeading>
      <RecordLoadError error={page.loadError} label={t.loadFailed} retryLabel={t.retry} onRetry={page.reload} />
      <LookupErrors lookups={lookups} parts={{ belongs: t.lookups.belongs, expertise: t.lookups.expertise }} />
      {!doctor ? (
        page.loading ? <Skeleton height="12rem" /> : null
      ) : (
        <>
          <Section
            title={t.detail}
            actions={
              <>
                <RecordActions page={page} actions={actions} />
                {doctor.frozen && doctor.deletedAt === null ? <small className="record-actions__note">{t.frozenNoGrant}</small> : null}
              </>
            }
          >
            <DetailList
              items={recordDetailItems(doctorRecord, doctor, {
                none: t.none,
                name: (kind, id) => (kind === 'belong' ? belongName(lookups.data.belongs, id as BelongId) : undefined),
                render: {
                  allowed: (d) => <DoctorStatusTags doctor={d} />,
                  mpBalance: (d) => <strong data-testid="mp-balance">{`${groupDigits(d.mpBalance)} MP`}</strong>,
                  organizationId: (d) =>
                    d.organizationId ? (
                      <OrganizationInfo organization={{ id: d.organizationId, name: d.organizationName ?? d.organizationId }} {...(organizationLink ? { link: organizationLink(d.organizationId) } : {})} />
                    ) : (
                      t.none
                    ),
                  notification: (d) => (d.notification.disabled ? '通知しない' : `通知する（${receptionFrequencyLabels[d.notification.receptionFrequency]}）`),
                },
              })}
            />
          </Section>
          <Section title={doctorRecord.label('expertiseIds')}>
            <ExpertiseCheckboxGroup tree={lookups.data.expertise ?? []} value={doctor.expertiseIds} readOnly idPrefix="doctor-expertise" />
          </Section>
        </>
      )}
      <RecordHistory kind="doctor" id={doctorId} onReverted={page.reload} />
      <RecordActionDialog
        action={page.confirming}
        texts={t.dialogs}
        busy={page.busy}
        onAccept={page.accept}
        onCancel={page.cancel}
      />
      <MpGrantDialog actor={mpActor} balance={doctor?.mpBalance} />
    </div>
  )
}
