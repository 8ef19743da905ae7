/**
 * The pieces every cursor-paged list page is made of (doctors, clients; the later areas too):
 *
 *   export interface DoctorListPageProps extends ListPageProps<Doctor, DoctorListSearch> { …links… }
 *   const page = useFilteredList('doctor', props)         // the list actor its route runs (useRouteList), its search
 *   <ListFilters page={page} keywordLabel=…>…ChoiceFilter … onChange={(v) => page.apply({ … })}…</ListFilters>
 *   <ListTable page={page} label=… columns=… rowKey=… open=… emptyText=… />   // error, toolbar, table, pager
 *
 * The list is named once (`doctor`): its keyword field is `doctor-keyword`, its ビュー menu and the
 * columns its table hides are kept as the list `doctor` (`listNameOf`), so a saved view restores them.
 *
 * The URL is the source of truth (src/machines/list.machine.ts): filters and paging produce
 * a new search through `withFilters` / `nextPageSearch` / `previousPageSearch`, and the
 * page's route puts it in the URL, validates it and hands it to the list actor it owns
 * (src/app/routes/route-list.ts). Only the keyword being typed lives in the view until
 * it is submitted.
 *
 * `ListTable` also gives every list CSV出力 (the current filter's rows, page by page:
 * list-export.component.tsx), 表示する列 (a column chooser; the hidden columns are kept with a saved
 * ビュー: the page's name is the list's in the ビュー menu of its ListFilters) and, with
 * `selection` (`useRowSelection`) and `bulkActions`, a selection column and a toolbar for actions
 * on the ticked rows.
 */
import { trashText } from '../text/trash.text'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { MultiSelect } from 'primereact/multiselect'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  hasPreviousPage, nextPageSearch, previousPageSearch, withFilters, type ListMachine, type PagingSearch,
} from '../../machines/list.machine'
import { listText } from '../text/list.text'
import { listActionsText } from '../text/list-actions.text'
import { setHiddenColumns, useHiddenColumns } from './column-visibility'
import { DataTable, type DataColumn, type DataSelection, type DataTableProps } from './data-table.component'
import { ListExport, type CsvExport, type ExportableList } from './list-export.component'
import { PageHeading } from './page-heading.component'
import { ButtonLink, linkColumn, useFollow, type RouteLink } from './route-link.component'
import { SavedViewsMenu } from './saved-views.component'
import './entity-form.component.css'

/**
 * A list page's running list actor. Its route owns it (src/app/routes/route-list.ts `useRouteList`:
 * created with the route's validated search as input, told of every new search); the page only reads it.
 */
export type ListActor<Item, Search extends PagingSearch> = ActorRefFrom<ListMachine<Item, Search>> & {
  /** The machine it runs: CSV出力 runs its search (`fetchPage`) page by page. */
  readonly logic: ListMachine<Item, Search>
}

/** What a list page's route hands it (src/areas/<area>/<area>.lazy.ts): its list actor and the URL search it runs on. */
export interface ListPageProps<Item, Search extends PagingSearch> {
  /** The list, run by the route with its search (src/app/routes/route-list.ts). */
  readonly list: ListActor<Item, Search>
  readonly search: Search
  readonly onSearch: (search: Search) => void
}

/** What a list page shows of its list actor (items, paging, error, busy) and 再読み込み. */
export const useListPage = <Item, Search extends PagingSearch>(list: ListActor<Item, Search>) => ({
  items: useSelector(list, (s) => s.context.items),
  nextCursor: useSelector(list, (s) => s.context.nextCursorKey),
  error: useSelector(list, (s) => s.context.error),
  busy: useSelector(list, (s) => s.hasTag('busy')),
  retry: () => list.send({ type: 'list.reload' }),
  /** The machine itself: CSV出力 runs its search (`fetchPage`) page by page. */
  machine: list.logic as ExportableList,
})

/** What `ListTable` shows of a list: its rows, paging, error and 再読み込み (`useListPage`). */
export interface ListState<Row> {
  readonly items: ReadonlyArray<Row>
  readonly nextCursor: string | null
  readonly error: string | undefined
  readonly busy: boolean
  readonly retry: () => void
  /** The list machine (from `useListPage`): with it, the list offers CSV出力. */
  readonly machine?: ExportableList
}

/**
 * A list with its URL search, as `ListFilters` and `ListTable` take it. `name` names the list once:
 * the keyword field `<name>-keyword`, and the list of its ビュー menu and hidden columns (`listNameOf`).
 * Without a name (a list inside a detail page, with no filters) the table's label keys its columns.
 */
export interface ListPageState<Row, Search extends PagingSearch> {
  readonly name?: string
  readonly list: ListState<Row>
  readonly search: Search
  readonly onSearch: (search: Search) => void
}

/**
 * A list page's list, named once (see `ListPageState`), with `apply` for the area's filters: a
 * filter's change is a new search from the first page (`withFilters`).
 */
export const useFilteredList = <Item, Search extends PagingSearch>(name: string, { list, search, onSearch }: ListPageProps<Item, Search>) => ({
  name,
  list: useListPage(list),
  search,
  onSearch,
  apply: (patch: Partial<Search>) => onSearch(withFilters(search, patch)),
})

/**
 * A list page's heading: the list's title under its area's crumb, and the ways to add records where
 * the list has them: CSVインポート (`importLink`) and 新規登録 (`newLink`).
 */
export const ListHeading = ({ texts, importLink, newLink, trashLink }: {
  readonly texts: { readonly list: string; readonly area: string }
  readonly importLink?: RouteLink
  readonly newLink?: RouteLink
  /** The kind's ゴミ箱 (its deleted records: docs/trash.md). */
  readonly trashLink?: RouteLink
}) => (
  <PageHeading title={texts.list} trail={[{ label: texts.area }]}>
    {trashLink ? <ButtonLink link={trashLink} icon="pi pi-trash" label={trashText.button} text /> : null}
    {importLink ? <ButtonLink link={importLink} icon="pi pi-upload" label={listText.importButton} outlined /> : null}
    {newLink ? <ButtonLink link={newLink} icon="pi pi-plus" label={listText.newButton} /> : null}
  </PageHeading>
)

/** Ticked rows of a list, kept across pages and searches until cleared (the selection column of `ListTable`). */
export interface RowSelection<Row extends object, Key extends string = string> extends DataSelection<Row> {
  /** The ticked rows, in the order they were ticked. */
  readonly rows: ReadonlyArray<Row>
  readonly clear: () => void
  /** The row's key: its (branded) id, which a bulk action hands to the area's record action. */
  readonly keyOf: (row: Row) => Key
}

export const useRowSelection = <Row extends object, Key extends string = string>(rowKey: (row: Row) => Key, labelOf: (row: Row) => string): RowSelection<Row, Key> => {
  const [ticked, setTicked] = useState<ReadonlyMap<Key, Row>>(new Map())
  const onChange = useCallback(
    (rows: ReadonlyArray<Row>, on: boolean) =>
      setTicked((previous) => {
        const next = new Map(previous)
        for (const row of rows) {
          if (on) next.set(rowKey(row), row)
          else next.delete(rowKey(row))
        }
        return next
      }),
    [rowKey],
  )
  return useMemo(
    () => ({ selected: new Set(ticked.keys()), rows: [...ticked.values()], onChange, labelOf, keyOf: rowKey, clear: () => setTicked(new Map()) }),
    [ticked, onChange, labelOf, rowKey],
  )
}

/** The list's name in saved views (and its hidden columns): its page's name, `-` → `_` (`press-release` → `press_release`). */
export const listNameOf = (name: string) => name.replace(/-/g, '_')

/** '' (the 'any' choice) → undefined, so the filter leaves the URL. */
export const orOmit = <V extends string>(value: V | ''): V | undefined => (value === '' ? undefined : value)

export interface ListFiltersProps<Search extends PagingSearch & { readonly keyword?: string | undefined }> {
  /** The list (`useFilteredList`): its name gives the keyword field's id, `<name>-keyword`. */
  readonly page: Pick<ListPageState<unknown, Search>, 'search' | 'onSearch'> & { readonly name: string }
  readonly keywordLabel: string
  /** The area's other filters (see `ChoiceFilter`). */
  readonly children?: ReactNode
}

/** The search form: a keyword (applied on submit, as typed: the route's search Schema trims it) and the area's filters (applied on change). */
export const ListFilters = <Search extends PagingSearch & { readonly keyword?: string | undefined }>({
  page: { name, search, onSearch }, keywordLabel, children,
}: ListFiltersProps<Search>) => {
  const keywordId = `${name}-keyword`
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword])
  return (
    <>
      <form
        className="list-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          onSearch(withFilters(search, { keyword: orOmit(keyword) } as Partial<Search>))
        }}
      >
        <div className="form-field list-filters__keyword">
          <label htmlFor={keywordId} className="form-field__label">{keywordLabel}</label>
          <InputText id={keywordId} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </div>
        {children}
        <div className="list-filters__buttons">
          <Button type="submit" icon="pi pi-search" label={listText.search} />
          <Button
            type="button"
            label={listText.clear}
            text
            onClick={() => {
              setKeyword('')
              onSearch({} as Search)
            }}
          />
        </div>
      </form>
      {/* the list by its page's name (`doctor`; its ListTable keeps its hidden columns under the same); the route validates the saved search */}
      {/* `as unknown as`: a saved view's search is a plain string map (what was stored); it becomes this list's Search by
          the route, whose validateSearch decodes it on navigation (an outdated key or value is dropped there) */}
      <SavedViewsMenu list={listNameOf(name)} search={search} onApply={(saved) => onSearch(saved as unknown as Search)} />
    </>
  )
}

export interface ChoiceFilterProps<V extends string> {
  readonly id: string
  readonly label: string
  readonly value: V | undefined
  readonly options: ReadonlyArray<{ readonly label: string; readonly value: V }>
  readonly onChange: (value: V | undefined) => void
  /** Type to narrow long lists (organisations, prefectures). */
  readonly filter?: boolean
}

/** One choice filter with an 'any' (すべて) entry first. */
export const ChoiceFilter = <V extends string>({ id, label, value, options, onChange, filter = false }: ChoiceFilterProps<V>) => (
  <div className="form-field">
    <label htmlFor={id} className="form-field__label">{label}</label>
    <Dropdown
      placeholder={listText.any}
      inputId={id}
      value={value ?? ''}
      options={[{ label: listText.any, value: '' }, ...options]}
      filter={filter}
      onChange={(e) => onChange(orOmit(e.value as V | ''))}
    />
  </div>
)

/** Choices of a yes/no filter kept in the URL as 'true' / 'false'. */
export const flagOptions = (labels: { readonly true: string; readonly false: string }) =>
  [
    { label: labels.true, value: 'true' },
    { label: labels.false, value: 'false' },
  ] as const

/** The page's load error, if any, with 再読み込み. */
export const ListError = ({ error, onRetry }: { readonly error: string | undefined; readonly onRetry: () => void }) =>
  error ? (
    <div className="load-error">
      <Message severity="error" className="server-error" text={`${listText.loadFailed}: ${error}`} />
      <Button type="button" icon="pi pi-refresh" label={listText.retry} outlined onClick={onRetry} />
    </div>
  ) : null

export interface ListPagerProps<Search extends PagingSearch> {
  readonly search: Search
  readonly nextCursor: string | null
  readonly busy: boolean
  readonly onSearch: (search: Search) => void
}

/** 前へ / 次へ by cursor: no total count needed. */
export const ListPager = <Search extends PagingSearch>({ search, nextCursor, busy, onSearch }: ListPagerProps<Search>) => (
  <nav className="data-table-pager" aria-label={listText.pager}>
    <Button
      type="button"
      icon="pi pi-angle-left"
      label={listText.previous}
      outlined
      disabled={!hasPreviousPage(search) || busy}
      onClick={() => onSearch(previousPageSearch(search))}
    />
    <Button
      type="button"
      icon="pi pi-angle-right"
      iconPos="right"
      label={listText.next}
      outlined
      disabled={nextCursor === null || busy}
      onClick={() => nextCursor !== null && onSearch(nextPageSearch(search, nextCursor))}
    />
  </nav>
)

/**
 * Where a list's row leads: `column`'s cell becomes a `CellLink` to `link(row)`, and a row click or
 * Enter follows the same link (`open={{ column: 'name', link: (o) => detailLink(o.id) }}`).
 */
export interface ListOpen<Row extends object> {
  /** The id of the column whose cell is the link (the name, the title). */
  readonly column: string
  readonly link: (row: Row) => RouteLink
}

export interface ListTableProps<Row extends object, Search extends PagingSearch & { readonly sort?: string | undefined; readonly order?: 'asc' | 'desc' | undefined }>
  extends Omit<DataTableProps<Row>, 'rows' | 'busy' | 'sort' | 'onSortChange' | 'onOpen'> {
  /** The list and its search (`useFilteredList`, or `{ list: useListPage(actor), search, onSearch }`). */
  readonly page: ListPageState<Row, Search>
  /** The row's record, as a link (see `ListOpen`). */
  readonly open?: ListOpen<Row>
  /** What a row click or Enter does otherwise (without `open`; neither: nothing). */
  readonly onOpen?: (row: Row) => void
  /** The selection column (`useRowSelection`). */
  readonly selection?: RowSelection<Row>
  /** Buttons acting on `selection.rows`, shown in the toolbar. */
  readonly bulkActions?: ReactNode
  /**
   * What CSV出力 writes instead of the shown columns: a record's import template with its ID and
   * version (`csvExport={<kind>Record.csvColumns}`), so an exported file is the update import's input.
   */
  readonly csvExport?: CsvExport<Row>
}

/** 表示する列: tick the columns to show (at least one stays). */
export const ColumnChooser = <Row extends object>({ id, columns, hidden, onChange }: {
  readonly id: string
  readonly columns: ReadonlyArray<DataColumn<Row>>
  readonly hidden: ReadonlyArray<string>
  readonly onChange: (hidden: ReadonlyArray<string>) => void
}) => {
  const shown = columns.filter((c) => !hidden.includes(c.id)).map((c) => c.id)
  const t = listActionsText.columns
  return (
    <span className="list-toolbar__columns">
      <label htmlFor={id} className="list-toolbar__label">{t.label}</label>
      <MultiSelect
        inputId={id}
        value={shown}
        options={columns.map((c) => ({ label: c.header, value: c.id }))}
        maxSelectedLabels={0}
        selectedItemsLabel={t.summary(shown.length, columns.length)}
        selectAllLabel={t.all}
        onChange={(e) => {
          const next = e.value as Array<string>
          if (next.length > 0) onChange(columns.filter((c) => !next.includes(c.id)).map((c) => c.id))
        }}
      />
    </span>
  )
}

/**
 * The list itself: its load error with 再読み込み, a toolbar (the selection count and bulk actions
 * when the list has a selection column; CSV出力 of the current filter), the table (sorting on the
 * server, kept in the URL: a new sort goes back to the first page) and 前へ / 次へ. With `open`, the
 * row's record is one link: its column's cell an anchor, a row click or Enter follows it.
 */
export const ListTable = <Row extends object, Search extends PagingSearch & { readonly sort?: string | undefined; readonly order?: 'asc' | 'desc' | undefined }>({
  page: { name, list, search, onSearch }, open, onOpen, selection, bulkActions, csvExport, ...table
}: ListTableProps<Row, Search>) => {
  // the list's name in the ビュー menu of its ListFilters, so a saved view keeps and restores the columns hidden here
  const key = name === undefined ? table.label : listNameOf(name)
  const hidden = useHiddenColumns(key)
  const follow = useFollow()
  // The latest `open.link` (a page may pass an inline function): the linked columns read it when a
  // cell renders, so they keep their identity across renders (the rows stay memoised).
  const linkOf = useRef(open?.link)
  linkOf.current = open?.link
  const column = open?.column
  const linked = useMemo(
    () => (column === undefined ? table.columns : linkColumn(table.columns, column, (row: Row) => linkOf.current!(row))),
    [table.columns, column],
  )
  // Memoised: the table's rows re-render only when the shown columns change. A stale store that
  // would hide every column shows them all.
  const shown = useMemo(() => {
    const kept = linked.filter((c) => !hidden.includes(c.id))
    return kept.length > 0 ? kept : linked
  }, [linked, hidden])
  const openRow = (row: Row) => {
    if (open) follow(open.link(row))
    else onOpen?.(row)
  }
  return (
    <>
      <ListError error={list.error} onRetry={list.retry} />
      <div className="list-toolbar" role="toolbar" aria-label={listActionsText.toolbar(table.label)}>
        {selection ? (
          <>
            <span className="list-toolbar__count" role="status">{listActionsText.selection.count(selection.rows.length)}</span>
            <Button type="button" label={listActionsText.selection.clear} text disabled={selection.rows.length === 0} onClick={selection.clear} />
            {bulkActions}
          </>
        ) : null}
        <span className="list-toolbar__spacer" />
        <ColumnChooser id={`${key}-columns`} columns={table.columns} hidden={hidden} onChange={(next) => setHiddenColumns(key, next)} />
        {list.machine ? <ListExport list={list.machine} search={search} columns={table.columns} name={table.label} {...(csvExport ? { csv: csvExport } : {})} /> : null}
      </div>
      <DataTable
        {...table}
        columns={shown}
        onOpen={openRow}
        selection={selection}
        rows={list.items}
        busy={list.busy}
        sort={search.sort ? { key: search.sort, order: search.order ?? 'asc' } : undefined}
        onSortChange={(sort) => onSearch(withFilters(search, { sort: sort?.key, order: sort?.order } as Partial<Search>))}
      />
      <ListPager search={search} nextCursor={list.nextCursor} busy={list.busy} onSearch={onSearch} />
    </>
  )
}
