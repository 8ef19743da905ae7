/** A doctor's state as tags (削除済み, 承認済み / 未承認, 利用停止中): the list, the detail page and MP管理 show it alike. */
import { Tag } from 'primereact/tag'
import type { Doctor } from '../../domain/doctor'
import { doctorText as t } from './doctor.text'

export const DoctorStatusTags = ({ doctor }: { readonly doctor: Doctor }) => (
  <span className="status-tags">
    {doctor.deletedAt !== null ? <Tag severity="secondary" value={t.deleted} /> : null}
    <Tag severity={doctor.allowed ? 'success' : 'warning'} value={t.allowedLabels[`${doctor.allowed}`]} />
    {doctor.frozen ? <Tag severity="danger" value={t.frozenLabels.true} /> : null}
  </span>
)
