/**
 * The /audit-log route's lazy part (see operator.lazy.ts): its page, the log run with the URL's
 * search, the operators of its filter, and where each entry's object opens (its record page).
 */
import { linkOptions, useNavigate } from '@tanstack/react-router'
import { Schema } from 'effect'
import type { AuditLogEntry } from '../../domain/audit'
import { ClientId, DoctorId, ManuscriptId, MediaId, OperatorId, OrganizationId, PressReleaseId } from '../../domain/ids'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'
import { useRouteList } from '../../app/routes/route-list'
import { auditLogMachines } from './audit-log.wiring'

/** The area's page machines, for the tests' page registry (`pages` in audit-log.area.ts: through this module, so the build has no second way into the wiring). */
export { auditLogMachines }

const AuditLogPage = lazyPage(() => import('./audit-log.page'), 'AuditLogPage')
const noSearch: Record<string, never> = {}

const id = <S extends Schema.Decoder<string>>(schema: S, value: string) => {
  const decoded = Schema.decodeUnknownOption(schema)(value)
  return decoded._tag === 'Some' ? decoded.value : undefined
}

/** The record page of an entry's object (none for objects without one, or an id that is not one). */
export const recordLink = (e: AuditLogEntry) => {
  switch (e.targetType) {
    case 'doctor': { const doctorId = id(DoctorId, e.targetId); return doctorId && linkOptions({ to: '/doctor/$doctorId', params: { doctorId } }) }
    case 'client': { const clientId = id(ClientId, e.targetId); return clientId && linkOptions({ to: '/client/$clientId', params: { clientId } }) }
    case 'operator': { const operatorId = id(OperatorId, e.targetId); return operatorId && linkOptions({ to: '/operator/$operatorId', params: { operatorId } }) }
    case 'organization': { const organizationId = id(OrganizationId, e.targetId); return organizationId && linkOptions({ to: '/organization/$organizationId/edit', params: { organizationId } }) }
    case 'manuscript': { const manuscriptId = id(ManuscriptId, e.targetId); return manuscriptId && linkOptions({ to: '/manuscript/$manuscriptId', params: { manuscriptId } }) }
    case 'pressRelease': { const pressReleaseId = id(PressReleaseId, e.targetId); return pressReleaseId && linkOptions({ to: '/press_release/$id/edit', params: { id: pressReleaseId } }) }
    case 'media': { const mediumId = id(MediaId, e.targetId); return mediumId && linkOptions({ to: '/press_release/media/$mediumId', params: { mediumId } }) }
    case 'expertise': return linkOptions({ to: '/expertise' })
    default: return undefined
  }
}

export const auditLog = lazyRoute('/main/audit-log', AuditLogPage, (route) => {
  const navigate = useNavigate()
  const search = route.useSearch()
  return {
    list: useRouteList(auditLogMachines.list, search),
    operators: useRouteList(auditLogMachines.operators, noSearch),
    search,
    onSearch: (next) => void navigate({ to: '/audit-log', search: next }),
    recordLink,
  }
})
