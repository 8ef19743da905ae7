// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { linkOptions } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import type { Doctor } from '@src/domain/doctor'
import type { DoctorId } from '@src/domain/ids'
import type { MpGrantInput, MpGrantResult } from '@src/domain/points'
import { doctorMachines } from '@src/areas/doctor/doctor.wiring'
import type { DoctorLookups } from '@src/domain/lookups'
import { mpGrantMachine } from '@src/areas/points/mp-grant.machine'
import { DoctorDetailPage } from '@src/areas/doctor/doctor-detail.page'
import { RouterWrapper } from '../support/router'

afterEach(cleanup)

const base = {
  id: '42', email: 'd@example.jp', lastName: '山田', firstName: '太郎', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ', phone: '03-1234-5678',
  medicalLicenseNumber: '123456', organizationId: '3', organizationName: '東京中央病院', belongIds: ['1'], expertiseIds: ['11'],
  prefecture: '東京都', allowed: true, frozen: false, deletedAt: null, notification: { disabled: false, receptionFrequency: 'daily' },
  mpBalance: 100, lastSignedInAt: null, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z',
} as unknown as Doctor

const lookups: DoctorLookups = {
  belongs: [{ id: '1', name: '勤務医' }] as never,
  expertise: [{ id: '10', name: '内科', parentId: null, sortOrder: 1, doctorCount: 1, children: [{ id: '11', name: '循環器内科', parentId: '10', sortOrder: 1, doctorCount: 1, children: [] }] }] as never,
}

const renderPage = (doctor: Doctor) => {
  let current = doctor
  const grants: Array<number> = []
  const machine = doctorMachines.detail.provide({
    actors: {
      loadRecord: fromPromise(async () => current),
      runAction: fromPromise(async ({ input }) => {
        current = { ...current, ...(input.action === 'freeze' ? { frozen: true } : input.action === 'unfreeze' ? { frozen: false } : {}) }
        return current
      }),
      actionDialog: mpGrantMachine.provide({
        actors: {
          grantMp: fromPromise<MpGrantResult, MpGrantInput>(async ({ input }) => {
            grants.push(input.amount)
            current = { ...current, mpBalance: current.mpBalance + input.amount }
            return { results: [{ doctorId: current.id, ok: true, balance: current.mpBalance }] }
          }),
        },
      }) as never,
    },
    actions: { showDone: () => {}, showError: () => {} },
  })
  const lookupsMachine = doctorMachines.lookups.provide({ actors: { loadLookup: fromPromise(async ({ input }) => lookups[input]) } })
  render(
    <DoctorDetailPage
      machine={machine} lookupsMachine={lookupsMachine} doctorId={'42' as DoctorId} onDeleted={() => {}}
      editLink={linkOptions({ to: '/doctor/$doctorId/edit', params: { doctorId: '42' as DoctorId } })} listLink={linkOptions({ to: '/doctor' })}
      organizationLink={(organizationId) => linkOptions({ to: '/organization/$organizationId/edit', params: { organizationId } })}
    />,
    { wrapper: RouterWrapper },
  )
  return { grants }
}

describe('DoctorDetailPage', () => {
  it('links (real anchors): 編集, the area crumb and the doctor\'s organisation', async () => {
    renderPage(base)
    const edit = await screen.findByRole('link', { name: '編集' })
    expect(edit.getAttribute('href')).toBe('/doctor/42/edit')
    expect(edit.className).toContain('p-button') // looks like the button it was
    expect(screen.getByRole('navigation', { name: 'パンくずリスト' }).querySelector('a')?.getAttribute('href')).toBe('/doctor')
    await waitFor(() => expect(screen.getByRole('link', { name: '東京中央病院' }).getAttribute('href')).toBe('/organization/3/edit'))
  })

  it('shows every field, belongs, expertise and MP, and only the actions the state allows', async () => {
    renderPage(base)
    await waitFor(() => expect(screen.queryByText('d@example.jp')).not.toBeNull())
    expect(screen.queryByText('東京中央病院')).not.toBeNull()
    expect(screen.queryByText('勤務医')).not.toBeNull()
    expect(screen.queryByText('内科 › 循環器内科')).not.toBeNull() // the node with its path
    // every item of the detail list reads as staff read it: no record named by a bare id
    const details = [...document.querySelectorAll('.detail-list dd')].map((dd) => dd.textContent)
    expect(details).not.toContain('11')
    expect(details).not.toContain('1')
    expect(screen.getByTestId('mp-balance').textContent).toBe('100 MP')
    expect(screen.queryByRole('button', { name: '利用停止' })).not.toBeNull()
    expect(screen.queryByRole('button', { name: '利用停止解除' })).toBeNull()
    expect(screen.queryByRole('button', { name: '承認する' })).toBeNull()
  })

  it('freezes through the spec dialog, then offers 利用停止解除', async () => {
    renderPage(base)
    fireEvent.click(await screen.findByRole('button', { name: '利用停止' }))
    expect(screen.queryByText('選択した医師アカウントを利用停止にしますか？')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: '利用停止解除' })).not.toBeNull())
    expect(screen.queryByRole('button', { name: '利用停止' })).toBeNull()
  })

  it('refuses a non-number in the MP combobox and grants a free amount', async () => {
    const { grants } = renderPage(base)
    fireEvent.click(await screen.findByRole('button', { name: 'MP付与' }))
    await screen.findByText('現在の残高: 100 MP')
    const input = screen.getByPlaceholderText('選択または数値を入力')
    expect(input.getAttribute('aria-labelledby')).toBe('mp-amount-label')
    fireEvent.input(input, { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('MPは数値で入力してください'))
    fireEvent.input(input, { target: { value: '250' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.getByTestId('mp-balance').textContent).toBe('350 MP'))
    expect(grants).toEqual([250])
  })
})
