/**
 * Press release list (/press_release?status=...). The status filter (SPEC: editing, request,
 * published, suspend) is the `status` search param, shown in the heading and in the filter.
 * The list itself comes with its issue.
 */
import { SelectButton } from 'primereact/selectbutton'
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText, type PressReleaseStatusKey } from '../../text/shell.text'

export interface PressReleaseListPageProps {
  /** The current filter; undefined: all statuses. */
  readonly status: PressReleaseStatusKey | undefined
  readonly statuses: ReadonlyArray<PressReleaseStatusKey>
  readonly onStatusChange: (status: PressReleaseStatusKey | undefined) => void
  readonly onNavigate?: NavigateHref
}

const allValue = 'all'

export const PressReleaseListPage = ({ status, statuses, onStatusChange, onNavigate }: PressReleaseListPageProps) => {
  const options = [
    { label: shellText.pressReleaseAll, value: allValue },
    ...statuses.map((value) => ({ label: shellText.pressReleaseStatus[value], value })),
  ]
  return (
    <AreaPlaceholder
      title={status ? shellText.pressReleaseStatus[status] : shellText.menu.pressRelease}
      trail={status ? [{ label: shellText.menu.pressRelease, href: '/press_release' }] : []}
      onNavigate={onNavigate}
      actions={
        <SelectButton
          className="status-filter"
          aria-label={shellText.statusFilter}
          value={status ?? allValue}
          options={options}
          allowEmpty={false}
          onChange={(event) => {
            const value = event.value as string | null
            if (value === null) return
            onStatusChange(value === allValue ? undefined : (value as PressReleaseStatusKey))
          }}
        />
      }
    />
  )
}
