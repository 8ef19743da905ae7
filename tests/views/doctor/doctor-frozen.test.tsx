// @vitest-environment jsdom
/**
 * A frozen (利用停止中) doctor's MP does not move (the server refuses 「利用停止中の医師にはMPを付与
 * できません」): the doctor page offers no MP付与 on one and says why; a doctor in use is offered it.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { linkOptions } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { DoctorDetailPage } from '@src/areas/doctor/doctor-detail.page'
import { doctorMachines } from '@src/areas/doctor/doctor.wiring'
import type { Doctor } from '@src/domain/doctor'
import type { DoctorId } from '@src/domain/ids'
import type { DoctorLookups } from '@src/domain/lookups'
import { RouterWrapper } from '../support/router'

afterEach(cleanup)

const doctor = (frozen: boolean) =>
  ({
    id: '42', email: 'd@example.jp', lastName: '山田', firstName: '太郎', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ', phone: null,
    medicalLicenseNumber: '123456', organizationId: null, organizationName: null, belongIds: [], expertiseIds: [], prefecture: null,
    allowed: true, frozen, deletedAt: null, notification: { disabled: false, receptionFrequency: 'daily' }, mpBalance: 100,
    lastSignedInAt: null, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z',
  }) as unknown as Doctor

const lookups: DoctorLookups = { belongs: [], expertise: [] }

const renderPage = (record: Doctor) =>
  render(
    <DoctorDetailPage
      machine={doctorMachines.detail.provide({ actors: { loadRecord: fromPromise(async () => record) }, actions: { showDone: () => {}, showError: () => {} } })}
      lookupsMachine={doctorMachines.lookups.provide({ actors: { loadLookup: fromPromise(async ({ input }) => lookups[input]) } })}
      doctorId={'42' as DoctorId} onDeleted={() => {}}
      editLink={linkOptions({ to: '/doctor/$doctorId/edit', params: { doctorId: '42' as DoctorId } })} listLink={linkOptions({ to: '/doctor' })}
    />,
    { wrapper: RouterWrapper },
  )

describe('MP付与 on the doctor page', () => {
  it('a frozen doctor: no MP付与, the reason next to the actions offered', async () => {
    renderPage(doctor(true))
    await screen.findByRole('button', { name: '利用停止解除' })
    expect(screen.queryByRole('button', { name: 'MP付与' })).toBeNull()
    expect(screen.getByText('利用停止中の医師にはMPを付与できません。')).toBeTruthy()
  })

  it('a doctor in use: MP付与 offered, no note', async () => {
    renderPage(doctor(false))
    await screen.findByRole('button', { name: 'MP付与' })
    expect(screen.queryByText('利用停止中の医師にはMPを付与できません。')).toBeNull()
  })
})
