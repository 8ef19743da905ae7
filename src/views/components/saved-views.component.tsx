/**
 * The ビュー menu of every list (shown by ListFilters): apply one of the signed-in operator's
 * saved views (its filter + sort go to the URL, first page; its hidden columns to the list's
 * 表示する列), save the current filter + sort + hidden columns under a name (the same name
 * replaces that view), delete the chosen view. The views live on the server
 * (admin /saved_views), so they follow the operator to another browser. The machine comes from the
 * composition root through `SavedViewsContext` (src/main.tsx); without it the menu is not shown.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { createContext, useContext, useState } from 'react'
import { savedSearchOf, type SavedView, type SavedViewSearch } from '../../domain/saved-view'
import type { SavedViewsMachine } from '../../machines/saved-views.machine'
import { hiddenColumnsOf, setHiddenColumns } from './column-visibility'
import { listText } from '../text/list.text'
import { usePageActor } from './page-actor'
import './saved-views.component.css'

export const SavedViewsContext = createContext<SavedViewsMachine | undefined>(undefined)

export interface SavedViewsMenuProps {
  /** Which list (its route: `doctor`, `press_release` …). */
  readonly list: string
  /** The list's current URL search (its filters and sort are what a view keeps). */
  readonly search: object
  /** Shows a view: its saved filter + sort, from the first page. */
  readonly onApply: (search: SavedViewSearch) => void
}

const t = listText.views

export const SavedViewsMenu = (props: SavedViewsMenuProps) => {
  const machine = useContext(SavedViewsContext)
  return machine ? <Menu machine={machine} {...props} /> : null
}

const Menu = ({ machine, list, search, onApply }: SavedViewsMenuProps & { readonly machine: SavedViewsMachine }) => {
  const actor = usePageActor(machine, { input: { list } })
  const views = useSelector(actor, (s) => s.context.views)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : undefined))
  const [chosen, setChosen] = useState<SavedView | null>(null)
  const [name, setName] = useState('')
  const id = `${list}-views`
  return (
    <div className="saved-views" role="group" aria-label={t.label}>
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">{t.label}</label>
        <Dropdown
          inputId={id}
          value={chosen?.id ?? null}
          options={views.map((v) => ({ label: v.name, value: v.id }))}
          placeholder={t.placeholder}
          disabled={busy || views.length === 0}
          onChange={(e) => {
            const view = views.find((v) => v.id === e.value)
            setChosen(view ?? null)
            if (view) {
              setName(view.name)
              setHiddenColumns(list, view.hiddenColumns)
              onApply(view.search)
            }
          }}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-name`} className="form-field__label">{t.name}</label>
        <InputText id={`${id}-name`} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
      </div>
      <Button
        type="button"
        icon="pi pi-bookmark"
        label={t.save}
        outlined
        disabled={busy || name.trim() === ''}
        onClick={() => actor.send({ type: 'view.save', name, search: savedSearchOf(search), hiddenColumns: hiddenColumnsOf(list) })}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        aria-label={t.remove}
        text
        severity="danger"
        disabled={busy || chosen === null}
        onClick={() => {
          if (chosen !== null) actor.send({ type: 'view.delete', id: chosen.id })
          setChosen(null)
        }}
      />
      {failed !== undefined ? (
        <span className="saved-views__error" role="alert">
          {t.loadFailed}（{failed}）
          <Button type="button" label={listText.retry} text onClick={() => actor.send({ type: 'views.retry' })} />
        </span>
      ) : null}
    </div>
  )
}
