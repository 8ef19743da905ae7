/** /client/trash: the deleted clients (ゴミ箱), 復元 one by one or the ticked ones (views/components/trash-page.component.tsx). */
import type { ClientId } from '../../domain/ids'
import type { TrashMachine } from '../../machines/trash.machine'
import type { RouteLink } from '../../views/components/route-link.component'
import { TrashPage } from '../../views/components/trash-page.component'
import { clientText as t } from './client.text'

export interface ClientTrashPageProps {
  readonly machine: TrashMachine<ClientId>
  readonly listLink: RouteLink
}

export const ClientTrashPage = ({ machine, listLink }: ClientTrashPageProps) => <TrashPage machine={machine} area={t.area} what="クライアント" listLink={listLink} />
