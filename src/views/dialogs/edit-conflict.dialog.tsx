/**
 * The edit conflict dialog of every create / edit page (EntityFormFrame): shown when a save was
 * refused because another operator saved the record meanwhile (optimistic versioning, 409). It
 * lists the fields they changed (marking those staff changed too) and offers the two ways on:
 * reload the latest record (staff's changes dropped) or re-apply staff's changes on top of it.
 * It cannot be dismissed without choosing: the form cannot save its stale version anyway.
 */
import { Button } from 'primereact/button'
import { formText } from '../text/form.text'
import { ModalDialog } from './modal.dialog'

/** What the dialog shows of the form machine's conflict (src/machines/entity-form.machine.ts). */
export interface ConflictSummary {
  /** Fields another operator changed meanwhile. */
  readonly changed: ReadonlyArray<string>
  /** Fields staff changed in the form. */
  readonly mine: ReadonlyArray<string>
}

export interface EditConflictDialogProps {
  readonly conflict: ConflictSummary | undefined
  /** Japanese labels of the form's fields (the domain's `…FieldLabels`); a field without one shows its name. */
  readonly labels: Readonly<Record<string, string>>
  readonly onReload: () => void
  readonly onReapply: () => void
}

const t = formText.conflict

export const EditConflictDialog = ({ conflict, labels, onReload, onReapply }: EditConflictDialogProps) => (
  <ModalDialog
    className="edit-conflict-dialog"
    visible={conflict !== undefined}
    header={t.header}
    width="32rem"
    closable={false}
    actions={
      <>
        <Button type="button" label={t.reload} icon="pi pi-refresh" outlined onClick={onReload} />
        <Button type="button" label={t.reapply} icon="pi pi-replay" onClick={onReapply} />
      </>
    }
  >
    <p>{t.intro}</p>
    {conflict && conflict.changed.length > 0 ? (
      <ul className="edit-conflict-fields" aria-label={t.header}>
        {conflict.changed.map((field) => (
          <li key={field}>
            {labels[field] ?? field}
            {conflict.mine.includes(field) ? t.alsoMine : ''}
          </li>
        ))}
      </ul>
    ) : (
      <p>{t.noneChanged}</p>
    )}
    <p>{t.question}</p>
  </ModalDialog>
)
