/**
 * 要対応 → 失敗行のある取込（30日）: how many CSV imports of the last 30 days (JST days, today
 * included) left failed rows, whoever ran them (admin GET /imports?failed=true, recorded by each
 * import when it ends). The card opens the list: when, what, which file, who, the counts, the
 * first failed rows, and each import's failed rows as a CSV (formula-safe, like the import page's).
 */
import { Button } from 'primereact/button'
import { Dialog } from '../../views/components/dialog.component'
import { useState } from 'react'
import type { FailedImportsSearch, ImportRecord } from '../../domain/import-record'
import { jstDateTime } from '../../domain/jst'
import { ListError, useListPage, type ListActor } from '../../views/components/list-page.component'
import { homeText } from './home.text'

/** The query of the imports that left failed rows: from a JST day on (the home page's card). */

const t = homeText.failedImports
const shownRows = 3

export interface FailedImportsCardProps {
  /** The imports of the card's period (from its first JST day), run by the route. */
  readonly list: ListActor<ImportRecord, FailedImportsSearch>
  readonly onDownload: (record: ImportRecord) => void
}

export const FailedImportsCard = ({ list: listActor, onDownload }: FailedImportsCardProps) => {
  const list = useListPage(listActor)
  const [open, setOpen] = useState(false)
  const count = list.nextCursor ? t.more(list.items.length) : homeText.count(list.items.length)
  return (
    <li>
      <button type="button" className="home-card home-card--figure" disabled={list.busy && list.items.length === 0} onClick={() => setOpen(true)}>
        <span>{t.card}</span> <strong>{list.busy && list.items.length === 0 ? homeText.pending : count}</strong>
      </button>
      <ListError error={list.error} onRetry={list.retry} />
      <Dialog header={t.heading} visible={open} onHide={() => setOpen(false)} style={{ width: 'min(64rem, 95vw)' }}
        footer={<Button type="button" label={t.close} onClick={() => setOpen(false)} />}>
        {list.items.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <table className="home-imports" aria-label={t.list}>
            <thead>
              <tr>
                <th scope="col">{t.at}</th>
                <th scope="col">{t.kind}</th>
                <th scope="col">{t.file}</th>
                <th scope="col">{t.operator}</th>
                <th scope="col">{t.outcome}</th>
                <th scope="col">{t.counts}</th>
                <th scope="col">{t.rows}</th>
                <th scope="col">{t.download}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r.id}>
                  <td>{jstDateTime(r.createdAt)}</td>
                  <td>{t.kinds[r.kind]}</td>
                  <td>{r.fileName}</td>
                  <td>{r.operatorName ?? t.noOperator}</td>
                  <td>{t.outcomes[r.outcome]}</td>
                  <td>{`${homeText.count(r.total)} / ${homeText.count(r.committed)} / ${homeText.count(r.failed)}`}</td>
                  <td>
                    <ul className="home-imports__rows">
                      {r.failedRows.slice(0, shownRows).map((row) => (
                        <li key={row.line}>{t.row(row.line, row.reason)}</li>
                      ))}
                      {r.failed > shownRows ? <li>{t.others(r.failed - shownRows)}</li> : null}
                    </ul>
                  </td>
                  <td>
                    <Button type="button" icon="pi pi-download" label={t.download} outlined size="small" aria-label={t.downloadLabel(r.fileName)} onClick={() => onDownload(r)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Dialog>
    </li>
  )
}
