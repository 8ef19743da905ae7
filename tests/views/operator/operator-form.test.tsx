// @vitest-environment jsdom
/**
 * The operator form as staff read it (rendered from the declaration, src/domain/operator.ts
 * `operatorRecord`): メールアドレス, 氏名, 権限 (each marked 必須) and 有効 in that order under 基本情報,
 * with who may change what above the fields; a new operator is an active オペレーター; a blank
 * e-mail is refused under its field before any call.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { linkOptions } from '@tanstack/react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { emptyOperatorValues } from '@src/areas/operator/operator-form.machine'
import { OperatorFormPage } from '@src/areas/operator/operator-form.page'
import { operatorMachines } from '@src/areas/operator/operator.wiring'
import type { Account } from '@src/domain/account'
import type { AccountId, OperatorId } from '@src/domain/ids'
import { RouterWrapper } from '../support/router'

afterEach(cleanup)

const account: Account = {
  accountId: 'uid-admin' as AccountId, kind: 'operator', email: 'admin@medicolle.example', displayName: '管理 太郎', operatorId: 'op-admin' as OperatorId, role: 'admin', active: true,
}
const signedInOperator = operatorMachines.signedInOperator.provide({ actors: { loadRecord: fromPromise(async () => account) } })

it('the new operator form: its fields in order with their labels, 必須 marks, the rules above them and its defaults', async () => {
  const save = vi.fn()
  const { container } = render(
    <OperatorFormPage
      machine={operatorMachines.form.provide({ actors: { saveEntity: fromPromise(async () => save()) } })}
      initial={emptyOperatorValues} signedInOperator={signedInOperator} accountId={account.accountId}
      listLink={linkOptions({ to: '/operator' })} onSaved={() => {}} onCancel={() => {}} onDiscard={() => {}}
    />,
    { wrapper: RouterWrapper },
  )
  await screen.findByRole('heading', { name: '基本情報' })
  const section = container.querySelector('.entity-section')!
  const labels = [...section.querySelectorAll('.form-field__label-row')].map((row) => row.textContent)
  expect(labels).toEqual(['メールアドレス必須', '氏名必須', '権限必須', '有効'])
  expect([...section.querySelectorAll('label.form-field__label')].map((l) => l.getAttribute('for'))).toEqual(['operator-email', 'operator-name', 'operator-role', 'operator-active'])
  // the rules come first in the section, before the fields
  expect(section.querySelector('.entity-section__body')!.firstElementChild!.textContent).toContain('管理者の登録・編集・削除と権限の変更は管理者（全権限）だけが行えます。')
  expect(screen.getByText(/登録した管理者は、メールアドレスに届くリンクですぐにログインできます。/)).toBeTruthy()
  expect((container.querySelector('#operator-email') as HTMLInputElement).type).toBe('email')
  expect(container.querySelector('.p-dropdown')!.textContent).toContain('オペレーター')
  expect((container.querySelector('#operator-active') as HTMLInputElement).checked).toBe(true)

  fireEvent.click(screen.getByRole('button', { name: '保存' }))
  await waitFor(() => expect(container.querySelector('#operator-email-errors')?.textContent).toBe('必須項目です'))
  expect(save).not.toHaveBeenCalled()
})
