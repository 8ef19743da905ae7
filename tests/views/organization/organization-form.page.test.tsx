// @vitest-environment jsdom
/**
 * The organisation edit page: its information with the doctor count, and a delete dialog that
 * says how many doctors belong (and that it cannot be deleted while any do) before asking the server.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { linkOptions } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { organizationMachines } from '@src/areas/organization/organization.wiring'
import type { OrganizationId } from '@src/domain/ids'
import type { Organization } from '@src/domain/organization'
import { emptyOrganizationValues } from '@src/areas/organization/organization-form.machine'
import { OrganizationFormPage } from '@src/areas/organization/organization-form.page'
import { RouterWrapper } from '../support/router'

afterEach(cleanup)

const organization = (doctorCount: number) =>
  ({
    id: '5', name: 'テスト病院5', nameKana: 'テストビョウイン', kind: 'hospital', prefecture: '東京都', postalCode: null, address: null,
    phone: null, url: null, doctorCount, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z',
  }) as unknown as Organization

const renderPage = (doctorCount: number) => {
  const actions: Array<string> = []
  const errors: Array<string> = []
  const load = fromPromise<Organization, OrganizationId>(async () => organization(doctorCount))
  const record = organizationMachines.record.provide({
    actors: {
      loadRecord: load,
      runAction: fromPromise(async ({ input }) => {
        actions.push(input.action)
        throw new Error('所属している医師が 2 名いるため削除できません')
      }),
    },
    actions: { showDone: () => {}, showError: (_, params) => void errors.push(params.message) },
  })
  const form = organizationMachines.form.provide({ actors: { loadEntity: fromPromise<Organization, OrganizationId>(async () => organization(doctorCount)) } })
  render(
    <OrganizationFormPage machine={form} record={record} id={'5' as OrganizationId} initial={emptyOrganizationValues} onSaved={() => {}} onCancel={() => {}} onDeleted={() => {}}
      listLink={linkOptions({ to: '/organization' })} onDiscard={() => {}} />,
    { wrapper: RouterWrapper },
  )
  return { actions, errors }
}

describe('OrganizationFormPage (edit)', () => {
  it('shows the organisation with its doctor count, and the delete dialog says how many doctors belong', async () => {
    const { actions, errors } = renderPage(2)
    await waitFor(() => expect(screen.getByTestId('organization-doctor-count').textContent).toBe('2 名'))
    expect((document.getElementById('organization-name') as HTMLInputElement).value).toBe('テスト病院5')
    fireEvent.click(screen.getByRole('button', { name: '削除' }))
    // the dialog's code loads with the first dialog shown (src/views/components/dialog.component.tsx)
    expect(await screen.findByText(/この組織には医師が 2 名所属しています。所属している医師がいる間は削除できません。/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(errors).toEqual(['所属している医師が 2 名いるため削除できません']))
    expect(actions).toEqual(['delete'])
  })

  it('asks a plain confirmation when no doctor belongs', async () => {
    renderPage(0)
    fireEvent.click(await screen.findByRole('button', { name: '削除' }))
    expect(await screen.findByText('所属している医師はいません。選択した組織を削除しますか？')).toBeTruthy()
  })
})
