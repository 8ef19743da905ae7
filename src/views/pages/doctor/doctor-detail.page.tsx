/**
 * /doctor/{doctorId}: every field, organisation, belongs, expertise (checkbox groups, read-only)
 * and MP balance; the actions the doctor's state allows, with the spec's dialogs.
 */
import { useActorRef, useSelector } from '@xstate/react'
import dayjs from 'dayjs'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { Skeleton } from 'primereact/skeleton'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { DoctorId } from '../../../domain/ids'
import { receptionFrequencyLabels } from '../../../domain/notification'
import type { DoctorMachine } from '../../../machines/doctor.machine'
import { belongName, type doctorLookupsMachine } from '../../../machines/doctor-lookups.machine'
import type { MpGrantMachine } from '../../../machines/mp-grant.machine'
import { DetailList, Section } from '../../components/entity-form.component'
import { ExpertiseCheckboxGroup } from '../../components/expertise-checkbox-group.component'
import { PageHeading } from '../../components/page-heading.component'
import { DoctorActionDialog, type DoctorAction } from '../../dialogs/doctor-action.dialog'
import { MpGrantDialog } from '../../dialogs/mp-grant.dialog'
import { doctorText as t } from '../../text/doctor.text'
import { DoctorStatusTags, fullName } from './doctor-list.page'

export interface DoctorDetailPageProps {
  readonly machine: DoctorMachine
  readonly lookupsMachine: typeof doctorLookupsMachine
  readonly doctorId: string
  readonly onEdit: () => void
  readonly onBack: () => void
  /** Called once the doctor is deleted (the route goes back to the list). */
  readonly onDeleted: () => void
}

const when = (iso: string | null) => (iso ? dayjs(iso).tz().format('YYYY/MM/DD HH:mm') : t.none)

export const DoctorDetailPage = ({ machine, lookupsMachine, doctorId, onEdit, onBack, onDeleted }: DoctorDetailPageProps) => {
  const actor = useActorRef(machine, { input: { id: doctorId as DoctorId } })
  const lookupsRef = useActorRef(lookupsMachine)
  const lookups = useSelector(lookupsRef, (s) => s.context.lookups)
  const state = useSelector(actor, (s) => s)
  const doctor = state.context.doctor
  const done = state.status === 'done'
  useEffect(() => {
    if (done) onDeleted()
  }, [done, onDeleted])

  const dialog: DoctorAction | undefined = state.matches('confirmingDelete')
    ? 'delete'
    : state.matches('confirmingFreeze')
      ? 'freeze'
      : state.matches('confirmingUnfreeze')
        ? 'unfreeze'
        : undefined
  const busy = state.hasTag('busy')
  const mpActor = state.children['mpGrant'] as ActorRefFrom<MpGrantMachine> | undefined

  const action = (type: Parameters<typeof actor.send>[0]['type'], label: string, icon: string, severity?: 'danger' | 'warning' | 'success') =>
    state.can({ type } as never) ? (
      <Button type="button" label={label} icon={icon} severity={severity} outlined={severity !== undefined} disabled={busy} onClick={() => actor.send({ type } as never)} />
    ) : null

  return (
    <div className="doctor-detail-page">
      <PageHeading title={doctor ? `${fullName(doctor)}` : t.detail} trail={[{ label: t.area, href: '/doctor', onNavigate: onBack }, { label: t.detail }]}>
        {doctor && doctor.deletedAt === null ? <Button type="button" icon="pi pi-pencil" label={t.editButton} onClick={onEdit} /> : null}
      </PageHeading>
      {state.matches('loadFailed') ? (
        <Message severity="error" className="server-error" text={`${t.loadFailed}: ${state.context.error ?? ''}`} />
      ) : null}
      {!doctor ? (
        state.matches('loading') ? <Skeleton height="12rem" /> : null
      ) : (
        <>
          <Section
            title={t.detail}
            actions={
              <>
                {action('mp.open', t.actions.grantMp, 'pi pi-star')}
                {action('doctor.allow', t.actions.allow, 'pi pi-check', 'success')}
                {action('doctor.disallow', t.actions.disallow, 'pi pi-times', 'warning')}
                {action('doctor.freeze', t.actions.freeze, 'pi pi-lock', 'warning')}
                {action('doctor.unfreeze', t.actions.unfreeze, 'pi pi-lock-open', 'success')}
                {action('doctor.delete', t.actions.delete, 'pi pi-trash', 'danger')}
              </>
            }
          >
            <DetailList
              items={[
                { label: t.fields.id, value: doctor.id },
                { label: t.fields.allowed, value: <DoctorStatusTags doctor={doctor} /> },
                { label: t.fields.mpBalance, value: <strong data-testid="mp-balance">{`${doctor.mpBalance.toLocaleString('ja-JP')} MP`}</strong> },
                { label: t.fields.name, value: fullName(doctor) },
                { label: t.fields.nameKana, value: `${doctor.lastNameKana} ${doctor.firstNameKana}` },
                { label: t.fields.email, value: doctor.email },
                { label: t.fields.phone, value: doctor.phone ?? t.none },
                { label: t.fields.medicalLicenseNumber, value: doctor.medicalLicenseNumber },
                { label: t.fields.prefecture, value: doctor.prefecture ?? t.none },
                { label: t.fields.organization, value: doctor.organizationName ?? doctor.organizationId ?? t.none },
                { label: t.fields.belongs, value: doctor.belongIds.length > 0 ? doctor.belongIds.map((b) => belongName(lookups, b)).join('、') : t.none },
                {
                  label: t.fields.notification,
                  value: doctor.notification.disabled ? '通知しない' : `通知する（${receptionFrequencyLabels[doctor.notification.receptionFrequency]}）`,
                },
                { label: t.fields.lastSignedInAt, value: when(doctor.lastSignedInAt) },
                { label: t.fields.createdAt, value: when(doctor.createdAt) },
                { label: t.fields.updatedAt, value: when(doctor.updatedAt) },
                ...(doctor.deletedAt !== null ? [{ label: t.deleted, value: when(doctor.deletedAt) }] : []),
              ]}
            />
          </Section>
          <Section title={t.fields.expertise}>
            <ExpertiseCheckboxGroup tree={lookups.expertise} value={doctor.expertiseIds} readOnly idPrefix="doctor-expertise" />
          </Section>
        </>
      )}
      <DoctorActionDialog
        action={dialog}
        busy={busy}
        onAccept={() => actor.send({ type: 'dialog.accept' })}
        onCancel={() => actor.send({ type: 'dialog.cancel' })}
      />
      <MpGrantDialog actor={mpActor} balance={doctor?.mpBalance} />
    </div>
  )
}
