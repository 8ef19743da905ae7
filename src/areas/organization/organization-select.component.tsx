/**
 * The searchable organisation select (doctor form, doctor list filter) over the organisation
 * select machine: typing asks the server (debounced in the machine), さらに表示 loads the next
 * page, a failed search says why with 再読み込み.
 */
import { useSelector } from '@xstate/react'
import { AutoComplete } from 'primereact/autocomplete'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { useState } from 'react'
import type { OrganizationId } from '../../domain/ids'
import type { OrganizationOption } from '../../domain/lookups'
import type { OrganizationSelectMachine } from './organization-select.machine'
import { usePageActor } from '../../views/components/page-actor'
import { organizationText } from './organization.text'

const t = organizationText.select

export interface OrganizationSelectProps {
  readonly machine: OrganizationSelectMachine
  readonly inputId: string
  /** The chosen organisation's id ('' or undefined: none). */
  readonly value: string | undefined
  readonly onChange: (id: OrganizationId | undefined) => void
  readonly disabled?: boolean
  readonly describedBy?: string | undefined
}

export const OrganizationSelect = ({ machine, inputId, value, onChange, disabled = false, describedBy }: OrganizationSelectProps) => {
  const chosen = value === undefined || value === '' ? undefined : (value as OrganizationId)
  const actor = usePageActor(machine, { input: { selected: chosen } })
  const { items, nextCursor, selected, error } = useSelector(actor, (s) => s.context)
  const failed = useSelector(actor, (s) => s.matches('failed'))
  /** What staff are typing; null: the chosen organisation's name is shown. */
  const [typed, setTyped] = useState<string | null>(null)
  const shown = typed ?? (chosen === undefined ? '' : selected?.id === chosen ? selected.name : chosen)

  return (
    <div className="organization-select">
      <AutoComplete
        inputId={inputId}
        aria-describedby={describedBy}
        value={shown}
        suggestions={[...items]}
        field="name"
        delay={0}
        dropdown
        disabled={disabled}
        placeholder={t.placeholder}
        dropdownAriaLabel={t.showAll}
        showEmptyMessage
        emptyMessage={t.empty}
        completeMethod={(e) => actor.send({ type: 'select.type', keyword: e.query })}
        onChange={(e) => {
          if (typeof e.value !== 'string') return
          setTyped(e.value)
          if (e.value === '' && chosen !== undefined) {
            actor.send({ type: 'select.pick', option: null })
            onChange(undefined)
          }
        }}
        onSelect={(e) => {
          const option = e.value as OrganizationOption
          setTyped(null)
          actor.send({ type: 'select.pick', option })
          onChange(option.id)
        }}
        onBlur={() => setTyped(null)}
        panelFooterTemplate={
          nextCursor !== null ? <Button type="button" className="organization-select__more" label={t.more} text onClick={() => actor.send({ type: 'select.more' })} /> : null
        }
      />
      {failed ? (
        <div className="load-error">
          <Message severity="error" className="server-error" text={`${t.failed}: ${error ?? ''}`} />
          <Button type="button" icon="pi pi-refresh" label={t.retry} outlined onClick={() => actor.send({ type: 'select.retry' })} />
        </div>
      ) : null}
    </div>
  )
}
