/**
 * An organisation's information (組織情報): the organisation edit page shows it in full, the
 * doctor detail page shows the doctor's organisation with it (name and a link to it when only
 * the doctor's record is at hand).
 */
import { Link } from '@tanstack/react-router'
import type { OrganizationId } from '../../domain/ids'
import { organizationRecord, type Organization } from '../../domain/organization'
import { DetailList } from '../../views/components/entity-form.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { recordDetailItems } from '../../views/components/record-view'
import { organizationText as t } from './organization.text'

/** What is known of the organisation: all of it, or its id and name (from a doctor's record). */
export type OrganizationInfoValue = Organization | { readonly id: OrganizationId; readonly name: string }

const isFull = (o: OrganizationInfoValue): o is Organization => 'doctorCount' in o

/** `link`: the organisation's page (its name links there). */
export const OrganizationInfo = ({ organization, link }: { readonly organization: OrganizationInfoValue; readonly link?: RouteLink }) => {
  const name = link ? (
    <Link {...link}>{organization.name}</Link>
  ) : (
    organization.name
  )
  if (!isFull(organization)) return <span className="organization-info">{name}</span>
  const o = organization
  return (
    <div className="organization-info">
      <DetailList
        items={recordDetailItems(organizationRecord, o, {
          none: t.none,
          render: {
            name: () => name,
            url: (r) => (r.url ? <a href={r.url} target="_blank" rel="noreferrer noopener">{r.url}</a> : t.none),
            doctorCount: (r) => <span data-testid="organization-doctor-count">{t.doctorCount(r.doctorCount)}</span>,
          },
        })}
      />
    </div>
  )
}
