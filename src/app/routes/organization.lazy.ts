/**
 * The organization routes' page props (loaded with the page, never in the entry chunk): the area's
 * machines (src/app/wiring), typed navigation. The routes themselves are organization.routes.tsx.
 */
import { useNavigate } from '@tanstack/react-router'
import { OrganizationFormValuesSchema, emptyOrganizationValues } from '../../machines/organization-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { organizationPages } from '../wiring/organization.wiring'
import { useFormDraft } from './form-draft'
import type { OrganizationListPage } from '../../views/pages/organization/organization-list.page'
import type { OrganizationFormPage } from '../../views/pages/organization/organization-form.page'
import type { OrganizationImportPage } from '../../views/pages/organization/organization-import.page'
import type { ComponentProps } from 'react'
import { organizationListRoute, organizationEditRoute } from './organization.routes'

export const useOrganizationListProps = (): ComponentProps<typeof OrganizationListPage> => {
  const navigate = useNavigate()
  return {
    machine: organizationPages.list,
    search: organizationListRoute.useSearch(),
    onSearch: (search) => void navigate({ to: '/organization', search }),
    onOpen: (organizationId) => void navigate({ to: '/organization/$organizationId/edit', params: { organizationId } }),
    onNew: () => void navigate({ to: '/organization/new' }),
    onImport: () => void navigate({ to: '/organization/import' }),
  }
}

export const useOrganizationImportProps = (): ComponentProps<typeof OrganizationImportPage> => {
  const navigate = useNavigate()
  return { machine: organizationPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/organization' }) }
}

export const useOrganizationNewProps = (): ComponentProps<typeof OrganizationFormPage> => {
  const navigate = useNavigate()
  const { machine, draft, discard } = useFormDraft(organizationPages.form, OrganizationFormValuesSchema, '/organization/new')
  const toList = () => {
    discard()
    void navigate({ to: '/organization' })
  }
  return { machine, initial: emptyOrganizationValues, draft, onSaved: toList, onCancel: toList }
}

export const useOrganizationEditProps = (): ComponentProps<typeof OrganizationFormPage> => {
  const navigate = useNavigate()
  const { organizationId } = organizationEditRoute.useParams()
  const { machine, draft, discard } = useFormDraft(organizationPages.form, OrganizationFormValuesSchema, `/organization/${organizationId}/edit`)
  const toList = () => {
    discard()
    void navigate({ to: '/organization' })
  }
  return { machine, record: organizationPages.record, id: organizationId, initial: emptyOrganizationValues, draft, onSaved: toList, onCancel: toList, onDeleted: toList }
}
