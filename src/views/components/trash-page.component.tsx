/**
 * A kind's ゴミ箱 page (docs/trash.md), one for every kind: its deleted records with 削除日時 and
 * 削除者, newest delete first, 「復元」 one by one or for the ticked ones, each refusal in the
 * server's words. The area gives its trash machine (`makeTrashMachine`, its two operations), its
 * words and the link back to its list.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { useState } from 'react'
import { jstDateTime } from '../../domain/jst'
import type { TrashMachine } from '../../machines/trash.machine'
import { trashText as t } from '../text/trash.text'
import { PageHeading } from './page-heading.component'
import { usePageActor } from './page-actor'
import type { RouteLink } from './route-link.component'
import './trash-page.component.css'

export interface TrashPageProps<Id extends string> {
  readonly machine: TrashMachine<Id>
  /** The area's name in the trail (医師管理) and what its records are called (医師). */
  readonly area: string
  readonly what: string
  readonly listLink: RouteLink
}

export const TrashPage = <Id extends string>({ machine, area, what, listLink }: TrashPageProps<Id>) => {
  const actor = usePageActor(machine)
  const snapshot = useSelector(actor, (s) => s)
  const { items, refusals, next, error } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const [ticked, setTicked] = useState<ReadonlySet<Id>>(new Set())
  const listed = items.filter((i) => ticked.has(i.id)).map((i) => i.id)
  const restore = (ids: ReadonlyArray<Id>) => {
    actor.send({ type: 'trash.restore', ids })
    setTicked(new Set())
  }
  const tick = (id: Id, on: boolean) =>
    setTicked((previous) => {
      const nextSet = new Set(previous)
      if (on) nextSet.add(id)
      else nextSet.delete(id)
      return nextSet
    })
  const allTicked = items.length > 0 && items.every((i) => ticked.has(i.id))

  return (
    <div className="trash-page">
      <PageHeading title={t.title} trail={[{ label: area, link: listLink }]}>
        <Button type="button" icon="pi pi-replay" label={t.restoreSelected(listed.length)} disabled={listed.length === 0 || busy} onClick={() => restore(listed)} />
      </PageHeading>
      <p className="trash-page__intro">{t.intro(what)}</p>
      {snapshot.matches('loadFailed') ? (
        <div className="trash-page__failed">
          <Message severity="error" text={t.loadFailed(error ?? '')} />
          <Button type="button" label={t.reload} outlined onClick={() => actor.send({ type: 'trash.reload' })} />
        </div>
      ) : null}
      {refusals.length > 0 ? (
        <section className="trash-page__refusals" aria-label={t.refusedTitle}>
          <h2>{t.refusedTitle}</h2>
          <ul>
            {refusals.map((r) => (
              <li key={r.id}>
                <Message severity="warn" text={t.refused(r.name, r.message)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <table className="trash-table" aria-busy={busy}>
        <caption className="p-hidden-accessible">{t.title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t.selectAll}
                checked={allTicked}
                disabled={items.length === 0}
                onChange={(e) => setTicked(e.currentTarget.checked ? new Set(items.map((i) => i.id)) : new Set())}
              />
            </th>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.note}</th>
            <th scope="col">{t.columns.deletedAt}</th>
            <th scope="col">{t.columns.deletedBy}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id}>
              <td>
                <input type="checkbox" aria-label={t.selectRow(i.name)} checked={ticked.has(i.id)} onChange={(e) => tick(i.id, e.currentTarget.checked)} />
              </td>
              <td>{i.name}</td>
              <td>{i.note ?? ''}</td>
              <td>{jstDateTime(i.deletedAt)}</td>
              <td>{i.deletedBy ?? t.unknownActor}</td>
              <td>
                <Button type="button" size="small" outlined icon="pi pi-replay" label={t.restore} aria-label={t.restoreRow(i.name)} disabled={busy} onClick={() => restore([i.id])} />
              </td>
            </tr>
          ))}
          {items.length === 0 && snapshot.matches('ready') ? (
            <tr>
              <td colSpan={6}>{t.empty(what)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {next !== null ? <Button type="button" label={t.more} text disabled={busy} onClick={() => actor.send({ type: 'trash.more' })} /> : null}
    </div>
  )
}
