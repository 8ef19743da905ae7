/**
 * The organization routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (src/app/wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are organization.routes.tsx, which this module never imports.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { OrganizationFormValuesSchema, emptyOrganizationValues } from './organization-form.machine'
import { failedRowsCsv } from '../../services/csv/failed-rows'
import { organizationPages } from './organization.wiring'
import { useFormDraft } from '../../app/routes/form-draft'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const OrganizationListPage = lazyPage(() => import('./organization-list.page'), 'OrganizationListPage')
const OrganizationFormPage = lazyPage(() => import('./organization-form.page'), 'OrganizationFormPage')
const OrganizationImportPage = lazyPage(() => import('./organization-import.page'), 'OrganizationImportPage')

// the routes by id (typed params and search without importing the routes module back)
const organizationListRoute = getRouteApi('/main/organization')
const organizationEditRoute = getRouteApi('/main/organization/$organizationId/edit')

const useOrganizationListProps = (): ComponentProps<typeof OrganizationListPage> => {
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

const useOrganizationImportProps = (): ComponentProps<typeof OrganizationImportPage> => {
  const navigate = useNavigate()
  return { machine: organizationPages.importer, buildFailedCsv: failedRowsCsv, onBack: () => void navigate({ to: '/organization' }) }
}

const useOrganizationNewProps = (): ComponentProps<typeof OrganizationFormPage> => {
  const navigate = useNavigate()
  const { machine, draft, discard } = useFormDraft(organizationPages.form, OrganizationFormValuesSchema, '/organization/new')
  const toList = () => {
    discard()
    void navigate({ to: '/organization' })
  }
  return { machine, initial: emptyOrganizationValues, draft, onSaved: toList, onCancel: toList }
}

const useOrganizationEditProps = (): ComponentProps<typeof OrganizationFormPage> => {
  const navigate = useNavigate()
  const { organizationId } = organizationEditRoute.useParams()
  const { machine, draft, discard } = useFormDraft(organizationPages.form, OrganizationFormValuesSchema, `/organization/${organizationId}/edit`)
  const toList = () => {
    discard()
    void navigate({ to: '/organization' })
  }
  return { machine, record: organizationPages.record, id: organizationId, initial: emptyOrganizationValues, draft, onSaved: toList, onCancel: toList, onDeleted: toList }
}

export const organizationList = createLazyRoute('/main/organization')({ component: routePage(OrganizationListPage, useOrganizationListProps) })
export const organizationImport = createLazyRoute('/main/organization/import')({ component: routePage(OrganizationImportPage, useOrganizationImportProps) })
export const organizationNew = createLazyRoute('/main/organization/new')({ component: routePage(OrganizationFormPage, useOrganizationNewProps) })
export const organizationEdit = createLazyRoute('/main/organization/$organizationId/edit')({ component: routePage(OrganizationFormPage, useOrganizationEditProps) })
