/**
 * Ctrl+K (⌘K on a Mac) on every signed-in page: one box that finds records of every area
 * (`admin.search.query`, grouped under 医師, クライアント … 管理者, each with a second line that tells
 * it apart), the pages and actions this operator may use, and the records they opened lately.
 * ↑↓ choose, Enter opens, Esc closes; none of them acts while an IME composes (the key belongs to
 * the conversion). The text and the call are the machine's (src/machines/console-search.machine.ts);
 * which line is chosen is this view's.
 *
 * Also here: the `?` overlay (`ShortcutsDialog`), every keyboard shortcut of the console.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { searchKindLabels, searchKinds, type ConsoleSearchHit } from '../../domain/console-search'
import { manuscriptStatusLabels } from '../../domain/manuscript'
import { mediaSuspendedLabels } from '../../domain/media'
import { operatorRoleLabels } from '../../domain/operator'
import { pressReleaseStatusLabels } from '../../domain/press-release'
import { foldSearchText } from '../../domain/search-fold'
import type { consoleSearchMachine } from '../../machines/console-search.machine'
import { Dialog } from '../components/dialog.component'
import { shellText } from '../text/shell.text'
import './console-search.dialog.css'

const t = shellText.consoleSearch

export type ConsoleSearchActor = ActorRefFrom<typeof consoleSearchMachine>

/** A page or action the operator may use (from the menu and the route tree: src/app/console-search-places.ts). */
export interface SearchPlaceItem {
  readonly key: string
  readonly label: string
  readonly href: string
}

/** The record's status in words, from its kind's declared labels (null: none). */
const statusText = (hit: ConsoleSearchHit): string | null => {
  if (hit.status === null) return null
  const labels: Readonly<Record<string, string>> =
    hit.kind === 'manuscript' ? manuscriptStatusLabels : hit.kind === 'pressRelease' ? pressReleaseStatusLabels : hit.kind === 'operator' ? operatorRoleLabels : hit.kind === 'media' ? { suspended: mediaSuspendedLabels.true } : {}
  return labels[hit.status] ?? null
}

/** The second line: what tells the record apart, and its status. */
export const secondLine = (hit: ConsoleSearchHit): string => [hit.detail, statusText(hit)].filter((s): s is string => Boolean(s)).join(' · ')

/** Does `label` hold every term of `text`, both folded as the lists fold their keyword? */
const matches = (label: string, text: string): boolean => {
  const folded = foldSearchText(label)
  return foldSearchText(text).split(/\s+/).filter(Boolean).every((term) => folded.includes(term))
}

type Line =
  | { readonly kind: 'record'; readonly key: string; readonly hit: ConsoleSearchHit }
  | { readonly kind: 'place'; readonly key: string; readonly place: SearchPlaceItem }
interface Group {
  readonly key: string
  readonly label: string
  readonly lines: ReadonlyArray<Line>
}

const record = (prefix: string) => (hit: ConsoleSearchHit): Line => ({ kind: 'record', key: `${prefix}-${hit.kind}-${hit.id}`, hit })

/** An IME is composing: Enter confirms the conversion, the arrows choose a candidate, Esc cancels it. */
const composing = (event: KeyboardEvent) => event.nativeEvent.isComposing || event.keyCode === 229

export const ConsoleSearchDialog = ({
  actor,
  places,
  recent,
  onOpenRecord,
  onOpenPlace,
}: {
  readonly actor: ConsoleSearchActor
  readonly places: ReadonlyArray<SearchPlaceItem>
  readonly recent: ReadonlyArray<ConsoleSearchHit>
  readonly onOpenRecord: (hit: ConsoleSearchHit) => void
  readonly onOpenPlace: (place: SearchPlaceItem) => void
}) => {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const text = useSelector(actor, (s) => s.context.text)
  const hits = useSelector(actor, (s) => s.context.hits)
  const searched = useSelector(actor, (s) => s.context.searched)
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.matches({ open: 'waiting' }))
  const error = useSelector(actor, (s) => s.context.error)
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLUListElement>(null)
  const blank = text.trim() === ''

  const groups = useMemo((): ReadonlyArray<Group> => {
    const found = searchKinds
      .map((kind) => ({ key: kind, label: searchKindLabels[kind], lines: hits.filter((h) => h.kind === kind).map(record('hit')) }))
      .filter((g) => g.lines.length > 0)
    const placeLines = places.filter((p) => matches(p.label, text)).map((place): Line => ({ kind: 'place', key: `place-${place.key}`, place }))
    const pageGroup = { key: 'places', label: t.pages, lines: placeLines }
    return (blank ? [{ key: 'recent', label: t.recent, lines: recent.map(record('recent')) }, pageGroup] : [...found, pageGroup]).filter((g) => g.lines.length > 0)
  }, [hits, places, recent, text, blank])
  const lines = useMemo(() => groups.flatMap((g) => g.lines), [groups])
  useEffect(() => setActive(0), [lines])
  const activeLine = lines[Math.min(active, lines.length - 1)]
  const idOf = (line: Line) => `console-search-${line.key}`

  useEffect(() => {
    if (activeLine) document.getElementById(idOf(activeLine))?.scrollIntoView?.({ block: 'nearest' })
  }, [activeLine])

  const close = () => actor.send({ type: 'search.close' })
  const follow = (line: Line) => {
    close()
    if (line.kind === 'record') onOpenRecord(line.hit)
    else onOpenPlace(line.place)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (composing(event)) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
      return
    }
    if (event.target !== event.currentTarget && !(event.target instanceof HTMLInputElement)) return
    const move = (by: number) => {
      event.preventDefault()
      if (lines.length > 0) setActive((i) => (Math.min(i, lines.length - 1) + by + lines.length) % lines.length)
    }
    if (event.key === 'ArrowDown') move(1)
    else if (event.key === 'ArrowUp') move(-1)
    else if (event.key === 'Enter' && activeLine) {
      event.preventDefault()
      follow(activeLine)
    }
  }

  const nothing = !blank && !busy && error === undefined && searched === text && lines.length === 0
  return (
    <Dialog
      header={t.title}
      visible={open}
      onHide={close}
      closeOnEscape={false}
      dismissableMask
      position="top"
      className="console-search"
      style={{ width: 'min(640px, 95vw)' }}
    >
      <div className="console-search__body" onKeyDown={onKeyDown}>
        <input
          type="search"
          className="p-inputtext console-search__input"
          role="combobox"
          aria-label={t.label}
          aria-expanded={lines.length > 0}
          aria-controls="console-search-list"
          aria-autocomplete="list"
          aria-activedescendant={activeLine ? idOf(activeLine) : undefined}
          placeholder={t.placeholder}
          autoComplete="off"
          autoFocus
          data-pc-autofocus="true"
          value={text}
          onChange={(e) => actor.send({ type: 'search.type', text: e.target.value })}
        />
        <p className="console-search__hint">{t.hint}</p>
        <p className="console-search__status" role="status">
          {busy ? t.searching : nothing ? t.none : ''}
        </p>
        {error !== undefined ? (
          <div className="console-search__error" role="alert">
            <span>
              {t.failed}: {error}
            </span>
            <Button type="button" size="small" label={t.retry} onClick={() => actor.send({ type: 'search.retry' })} />
          </div>
        ) : null}
        <ul id="console-search-list" ref={listRef} className="console-search__list" role="listbox" aria-label={t.results}>
          {groups.map((group) => (
            <li key={group.key} role="presentation">
              <div id={`console-search-group-${group.key}`} className="console-search__group" role="presentation">
                {group.label}
              </div>
              <ul role="group" aria-labelledby={`console-search-group-${group.key}`}>
                {group.lines.map((line) => (
                  <li
                    key={line.key}
                    id={idOf(line)}
                    role="option"
                    aria-selected={line === activeLine}
                    className={line === activeLine ? 'console-search__option console-search__option--active' : 'console-search__option'}
                    onMouseMove={() => setActive(lines.indexOf(line))}
                    onClick={() => follow(line)}
                  >
                    <span className="console-search__title">{line.kind === 'record' ? line.hit.title : line.place.label}</span>
                    {line.kind === 'record' ? <span className="console-search__detail">{group.key === 'recent' ? `${searchKindLabels[line.hit.kind]} · ${secondLine(line.hit)}` : secondLine(line.hit)}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}

export const ShortcutsDialog = ({ visible, mac, onHide }: { readonly visible: boolean; readonly mac: boolean; readonly onHide: () => void }) => {
  const s = shellText.shortcuts
  return (
    <Dialog
      header={s.title}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(640px, 95vw)' }}
      // the tables scroll: the region takes the focus so that the keyboard scrolls it too (axe scrollable-region-focusable)
      pt={{ content: { tabIndex: 0 } }}
      footer={<Button type="button" label={s.close} onClick={onHide} />}
    >
      {s.list(mac).map((group) => (
        <table key={group.title} className="shortcuts">
          <caption>{group.title}</caption>
          <thead>
            <tr>
              <th scope="col">{s.key}</th>
              <th scope="col">{s.action}</th>
            </tr>
          </thead>
          <tbody>
            {group.shortcuts.map((shortcut) => (
              <tr key={shortcut.keys + shortcut.action}>
                <td>
                  <kbd>{shortcut.keys}</kbd>
                </td>
                <td>{shortcut.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Dialog>
  )
}
