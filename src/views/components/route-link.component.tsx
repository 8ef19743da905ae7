/**
 * Links the user follows (opening a record, 新規登録, 編集, 戻る, crumbs, links between areas):
 * real anchors through TanStack Router's `Link`, so middle-click, Ctrl-click and "open in a new
 * tab" work and the router preloads the route on intent (hover, focus: `defaultPreload: 'intent'`,
 * src/app/router.tsx). `navigate` stays for moves after an event (saved, deleted, a search).
 *
 * Where a link goes is a `RouteLink`: typed options of a route, built by the area's props hook
 * with the router's `linkOptions({ to: '/operator/$operatorId', params: { operatorId } })` (which
 * checks the path and its params against the route tree), handed to the page as a value.
 *
 *   <ButtonLink link={newLink} icon="pi pi-plus" label="新規登録" />  // looks like a PrimeReact Button
 *   <CellLink link={detailLink(row.id)}>{row.name}</CellLink>         // a list's name cell
 *   linkColumn(columns, 'name', (row) => detailLink(row.id))           // the same, on a column list
 *   const follow = useFollow(); follow(detailLink(row.id))             // the same link, from code
 *
 * A list page does neither itself: `ListTable`'s `open={{ column: 'name', link: (o) => detailLink(o.id) }}`
 * (list-page.component.tsx) links that column's cell and follows the link on a row click or Enter.
 */
import { Link, useNavigate, type LinkOptions, type RegisteredRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import type { DataColumn } from './data-table.component'
import './route-link.component.css'

/** Where a link goes: a route's typed options (`linkOptions({ to, params, search })` from the props hook). */
export type RouteLink = LinkOptions<RegisteredRouter, string, string>

/** A plain left click (no modifier, no other button): the app follows it itself. */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

export interface ButtonLinkProps {
  readonly link: RouteLink
  readonly label: string
  /** PrimeIcons class, e.g. 'pi pi-plus'. */
  readonly icon?: string
  readonly outlined?: boolean
  readonly text?: boolean
  /** PrimeReact's `link` look (a button drawn as a link). */
  readonly linkLook?: boolean
  readonly severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help'
  readonly className?: string
  /** Run before a plain click follows the link. */
  readonly onFollow?: () => void
}

/** A link that looks exactly like a PrimeReact `Button` (its classes and icon / label markup). */
export const ButtonLink = ({ link, label, icon, outlined = false, text = false, linkLook = false, severity, className, onFollow }: ButtonLinkProps) => {
  const classes = ['p-button p-component', outlined ? 'p-button-outlined' : '', text ? 'p-button-text' : '', linkLook ? 'p-button-link' : '', severity ? `p-button-${severity}` : '', className ?? '']
  return (
    <Link
      {...link}
      className={classes.filter(Boolean).join(' ')}
      data-pc-name="button"
      onClick={(event: MouseEvent) => {
        if (onFollow && isPlainClick(event)) onFollow()
      }}
    >
      {icon ? <span className={`p-button-icon p-c p-button-icon-left ${icon}`} aria-hidden="true" /> : null}
      <span className="p-button-label p-c">{label}</span>
    </Link>
  )
}

/**
 * A list cell's link to the row's record (the name): the same place a row click or Enter opens,
 * as an anchor for the mouse (middle-click, Ctrl-click, a new tab). Out of the Tab order (the grid
 * is one Tab stop and its keys open the active row), and its click is not the row's too.
 */
export const CellLink = ({ link, children }: { readonly link: RouteLink; readonly children: ReactNode }) => (
  <Link {...link} className="cell-link" tabIndex={-1} onClick={(event: MouseEvent) => event.stopPropagation()}>
    {children}
  </Link>
)

/** Follows a link from code: a list row's click or Enter (its name cell is the same link as an anchor). */
export const useFollow = (): ((link: RouteLink) => void) => {
  const navigate = useNavigate()
  return (link) => void navigate(link)
}

/**
 * The columns with the `id` column's cell a `CellLink` to `link(row)` (its CSV stays the cell's
 * text). Memoise the result in the page (`useMemo`): the table re-renders its rows when it changes.
 */
export const linkColumn = <Row extends object>(columns: ReadonlyArray<DataColumn<Row>>, id: string, link: (row: Row) => RouteLink): ReadonlyArray<DataColumn<Row>> =>
  columns.map((column) => {
    if (column.id !== id) return column
    const text = (row: Row) => {
      const cell = column.cell(row)
      return typeof cell === 'string' || typeof cell === 'number' ? cell : ''
    }
    return { ...column, cell: (row: Row) => <CellLink link={link(row)}>{column.cell(row)}</CellLink>, csv: column.csv ?? text }
  })
