/** /doctor/trash: the deleted doctors (ゴミ箱), 復元 one by one or the ticked ones (views/components/trash-page.component.tsx). */
import type { DoctorId } from '../../domain/ids'
import type { TrashMachine } from '../../machines/trash.machine'
import type { RouteLink } from '../../views/components/route-link.component'
import { TrashPage } from '../../views/components/trash-page.component'
import { doctorText as t } from './doctor.text'

export interface DoctorTrashPageProps {
  readonly machine: TrashMachine<DoctorId>
  readonly listLink: RouteLink
}

export const DoctorTrashPage = ({ machine, listLink }: DoctorTrashPageProps) => <TrashPage machine={machine} area={t.area} what="医師" listLink={listLink} />
