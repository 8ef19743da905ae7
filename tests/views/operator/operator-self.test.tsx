// @vitest-environment jsdom
/**
 * Never offer what is always refused (issue 31): on one's own operator page no 削除 (the server
 * refuses 「自分自身は削除できません」), on one's own form 権限 and 有効 fixed (「自分自身の権限の変更・
 * 無効化はできません」), each with the reason; another operator's page and form offer both.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { linkOptions } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { OperatorDetailPage } from '@src/areas/operator/operator-detail.page'
import { emptyOperatorValues } from '@src/areas/operator/operator-form.machine'
import { OperatorFormPage } from '@src/areas/operator/operator-form.page'
import { operatorMachines } from '@src/areas/operator/operator.wiring'
import type { Account } from '@src/domain/account'
import type { AccountId, OperatorId } from '@src/domain/ids'
import type { Operator } from '@src/domain/operator'
import { RouterWrapper } from '../support/router'

afterEach(cleanup)

const me = 'op-me' as OperatorId
const other = 'op-other' as OperatorId

const operator = (id: OperatorId): Operator =>
  ({
    id, accountId: null, email: `${id}@medicolle.example`, name: `管理 ${id}`, role: 'admin', active: true, lastSignedInAt: null,
    createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 1,
  }) as Operator

const account: Account = { accountId: 'uid-me' as AccountId, kind: 'operator', email: 'op-me@medicolle.example', displayName: '管理 me', operatorId: me, role: 'admin', active: true }

const signedInOperator = operatorMachines.signedInOperator.provide({ actors: { loadRecord: fromPromise(async () => account) } })
const listLink = linkOptions({ to: '/operator' })

const renderDetail = (id: OperatorId) =>
  render(
    <OperatorDetailPage
      machine={operatorMachines.detail.provide({ actors: { loadRecord: fromPromise(async () => operator(id)) }, actions: { showDone: () => {}, showError: () => {} } })}
      operatorId={id} signedInOperator={signedInOperator} accountId={account.accountId}
      editLink={linkOptions({ to: '/operator/$operatorId/edit', params: { operatorId: id } })} listLink={listLink} onDeleted={() => {}}
    />,
    { wrapper: RouterWrapper },
  )

const renderForm = (id: OperatorId) =>
  render(
    <OperatorFormPage
      machine={operatorMachines.form.provide({ actors: { loadEntity: fromPromise(async () => operator(id)) } })}
      id={id} initial={emptyOperatorValues} signedInOperator={signedInOperator} accountId={account.accountId}
      listLink={listLink} onSaved={() => {}} onCancel={() => {}} onDiscard={() => {}}
    />,
    { wrapper: RouterWrapper },
  )

describe('operator pages: what one may not do to oneself is not offered', () => {
  it('own detail page: no 削除, the reason instead', async () => {
    renderDetail(me)
    await screen.findByText('自分自身は削除できません。')
    expect(screen.queryByRole('button', { name: '削除' })).toBeNull()
    expect(screen.getByRole('link', { name: '編集' })).toBeTruthy() // name and e-mail stay editable
  })

  it("another operator's detail page: 削除 offered, no such note", async () => {
    renderDetail(other)
    await screen.findByRole('button', { name: '削除' })
    expect(screen.queryByText('自分自身は削除できません。')).toBeNull()
  })

  it('own form: 権限 and 有効 fixed with the reason; 保存 still offered', async () => {
    const { container } = renderForm(me)
    await screen.findByText(/自分自身の権限の変更・無効化はできません。/)
    await waitFor(() => expect((container.querySelector('#operator-email') as HTMLInputElement).value).toBe('op-me@medicolle.example'))
    expect(container.querySelector('.p-dropdown')?.className).toContain('p-disabled')
    expect((container.querySelector('#operator-active') as HTMLInputElement).disabled).toBe(true)
    expect((container.querySelector('#operator-name') as HTMLInputElement).disabled).toBe(false)
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy()
  })

  it("another operator's form: 権限 and 有効 changeable", async () => {
    const { container } = renderForm(other)
    await waitFor(() => expect((container.querySelector('#operator-email') as HTMLInputElement).value).toBe('op-other@medicolle.example'))
    expect(container.querySelector('.p-dropdown')?.className).not.toContain('p-disabled')
    expect((container.querySelector('#operator-active') as HTMLInputElement).disabled).toBe(false)
    expect(screen.queryByText(/自分自身の権限の変更・無効化はできません/)).toBeNull()
  })
})
