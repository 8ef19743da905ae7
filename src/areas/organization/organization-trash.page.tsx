/** /organization/trash: the deleted organisations (ゴミ箱), 復元 one by one or the ticked ones (views/components/trash-page.component.tsx). */
import type { OrganizationId } from '../../domain/ids'
import type { TrashMachine } from '../../machines/trash.machine'
import type { RouteLink } from '../../views/components/route-link.component'
import { TrashPage } from '../../views/components/trash-page.component'
import { organizationText as t } from './organization.text'

export interface OrganizationTrashPageProps {
  readonly machine: TrashMachine<OrganizationId>
  readonly listLink: RouteLink
}

export const OrganizationTrashPage = ({ machine, listLink }: OrganizationTrashPageProps) => <TrashPage machine={machine} area={t.area} what="組織" listLink={listLink} />
