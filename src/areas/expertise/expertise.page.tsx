/**
 * 専門分野管理 (/expertise): the expertise tree as an editable PrimeReact Tree. Staff select a node
 * (mouse, or arrow keys and Enter), then ルートを追加 / 子を追加 / 名前を変更 / 移動… / 削除; a node
 * can also be dragged onto another (or between nodes) to change its parent. The 'move to…' dialog
 * lists only the parents that create no cycle; a move or a delete first shows its impact (the
 * subtree's nodes and the doctors holding any of them) and asks for confirmation, and a delete of
 * a node with children or doctors is refused there with the count. The workflow is
 * src/areas/expertise/expertise-tree.machine.ts (optimistic display, rolled back on failure).
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { RadioButton } from 'primereact/radiobutton'
import { useState } from 'react'
import { expertiseDeleteBlock, expertiseImpact, expertiseMoveTargets, expertisePaths, expertiseRecord, findExpertiseNode, type ExpertiseTree } from '../../domain/expertise'
import type { ExpertiseId } from '../../domain/ids'
import { moveProblem, type ExpertiseDraft, type ExpertiseTreeMachine } from './expertise-tree.machine'
import { ExpertiseTreeView } from './expertise-tree.component'
import { ListError } from '../../views/components/list-page.component'
import { usePageActor } from '../../views/components/page-actor'
import { PageHeading } from '../../views/components/page-heading.component'
import { expertiseText as t } from './expertise.text'
import { shellText } from '../../views/text/shell.text'
import './expertise.page.css'
import { RecordHistory } from '../audit-log'
import { CancelAndAnswer, ModalDialog } from '../../views/dialogs/modal.dialog'

export interface ExpertisePageProps {
  readonly machine: ExpertiseTreeMachine
}

const rootKey = '__root__'

export const ExpertisePage = ({ machine }: ExpertisePageProps) => {
  const actor = usePageActor(machine)
  const tree = useSelector(actor, (s) => s.context.tree)
  const selected = useSelector(actor, (s) => s.context.selected)
  const draft = useSelector(actor, (s) => s.context.draft)
  const problem = useSelector(actor, (s) => s.context.problem)
  const error = useSelector(actor, (s) => s.context.error)
  const state = useSelector(actor, (s) => s.value)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const loaded = useSelector(actor, (s) => s.value !== 'loading' || s.context.saved.length > 0)
  const allowed = useSelector(actor, (s) => s.can({ type: 'draft.submit' }))
  // every node open unless staff closed it
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const selectedNode = selected ? findExpertiseNode(tree, selected) : undefined
  const ready = state === 'ready'

  return (
    <div className="expertise-page">
      <PageHeading title={t.title} />
      <ListError error={error} onRetry={() => actor.send({ type: 'tree.reload' })} />
      <div className="expertise-page__toolbar" role="toolbar" aria-label={t.treeLabel}>
        <Button type="button" icon="pi pi-plus" label={t.actions.addRoot} outlined disabled={!ready} onClick={() => actor.send({ type: 'tree.add', parentId: null })} />
        <Button type="button" icon="pi pi-sitemap" label={t.actions.addChild} outlined disabled={!ready || !selectedNode} onClick={() => selectedNode && actor.send({ type: 'tree.add', parentId: selectedNode.id })} />
        <Button type="button" icon="pi pi-pencil" label={t.actions.rename} outlined disabled={!ready || !selectedNode} onClick={() => selectedNode && actor.send({ type: 'tree.rename', id: selectedNode.id })} />
        <Button type="button" icon="pi pi-arrow-right" label={t.actions.move} outlined disabled={!ready || !selectedNode} onClick={() => selectedNode && actor.send({ type: 'tree.move', id: selectedNode.id })} />
        <Button type="button" icon="pi pi-trash" label={t.actions.delete} outlined severity="danger" disabled={!ready || !selectedNode} onClick={() => selectedNode && actor.send({ type: 'tree.delete', id: selectedNode.id })} />
      </div>
      <p className="muted">{t.hint}</p>
      {!loaded ? (
        <p role="status"><i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t.loading}</p>
      ) : tree.length === 0 && !error ? (
        <p>{t.empty}</p>
      ) : (
        <ExpertiseTreeView
          label={t.treeLabel}
          tree={tree}
          selected={selected}
          collapsed={collapsed}
          busy={busy}
          onSelect={(id) => actor.send({ type: 'tree.select', id })}
          onToggle={(id, open) =>
            setCollapsed((before) => {
              const next = new Set(before)
              if (open) next.delete(id)
              else next.add(id)
              return next
            })
          }
          onDrop={ready ? (id, parentId) => actor.send({ type: 'tree.move', id, parentId }) : undefined}
        />
      )}
      {selectedNode ? <RecordHistory key={selectedNode.id} kind="expertise" id={selectedNode.id} onReverted={() => actor.send({ type: 'tree.reload' })} /> : null}
      <NameDialog
        draft={state === 'editing' || (state === 'saving' && (draft?.kind === 'create' || draft?.kind === 'rename')) ? draft : undefined}
        tree={tree}
        problem={problem}
        busy={busy}
        onName={(v) => actor.send({ type: 'draft.name', value: v })}
        onSubmit={() => actor.send({ type: 'draft.submit' })}
        onCancel={() => actor.send({ type: 'draft.cancel' })}
      />
      <MoveDialog
        draft={state === 'choosing' && draft?.kind === 'move' ? draft : undefined}
        tree={tree}
        onParent={(parentId) => actor.send({ type: 'draft.parent', parentId })}
        onSubmit={() => actor.send({ type: 'draft.submit' })}
        onCancel={() => actor.send({ type: 'draft.cancel' })}
      />
      <ImpactDialog
        draft={state === 'confirming' && (draft?.kind === 'move' || draft?.kind === 'delete') ? draft : undefined}
        tree={tree}
        allowed={allowed}
        onSubmit={() => actor.send({ type: 'draft.submit' })}
        onCancel={() => actor.send({ type: 'draft.cancel' })}
      />
    </div>
  )
}

const nameOf = (tree: ExpertiseTree, id: ExpertiseId | null | undefined): string | undefined => (id ? findExpertiseNode(tree, id)?.name : undefined)

/** Add (a child or a root) or rename: the name only, checked by the domain Schema. */
const NameDialog = ({ draft, tree, problem, busy, onName, onSubmit, onCancel }: {
  readonly draft: ExpertiseDraft | undefined
  readonly tree: ExpertiseTree
  readonly problem: string | undefined
  readonly busy: boolean
  readonly onName: (value: string) => void
  readonly onSubmit: () => void
  readonly onCancel: () => void
}) => {
  const open = draft?.kind === 'create' || draft?.kind === 'rename'
  const header = draft?.kind === 'create' ? t.nameDialog.create(nameOf(tree, draft.parentId)) : t.nameDialog.rename
  return (
    <ModalDialog
      visible={open}
      header={header}
      width="420px"
      onHide={() => open && !busy && onCancel()}
      actions={<CancelAndAnswer answer={t.save} busy={busy} onAnswer={onSubmit} onCancel={onCancel} />}
    >
      <form
        className="form-field"
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <label htmlFor="expertise-name" className="form-field__label">{expertiseRecord.labels.name}</label>
        <InputText
          id="expertise-name"
          autoFocus
          value={open ? draft.name : ''}
          invalid={problem !== undefined}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? 'expertise-name-error' : undefined}
          onChange={(e) => onName(e.target.value)}
          disabled={busy}
        />
        {problem ? <small id="expertise-name-error" className="p-error">{problem}</small> : null}
      </form>
    </ModalDialog>
  )
}

/** 'move to…': the parents that create no cycle (`expertiseMoveTargets`), as radio buttons (arrow keys move between them). */
const MoveDialog = ({ draft, tree, onParent, onSubmit, onCancel }: {
  readonly draft: Extract<ExpertiseDraft, { kind: 'move' }> | undefined
  readonly tree: ExpertiseTree
  readonly onParent: (parentId: ExpertiseId | null) => void
  readonly onSubmit: () => void
  readonly onCancel: () => void
}) => {
  const targets = draft ? expertiseMoveTargets(tree, draft.id) : []
  const paths = expertisePaths(tree)
  return (
    <ModalDialog
      visible={draft !== undefined}
      header={draft ? t.moveDialog.header(nameOf(tree, draft.id) ?? '') : ''}
      width="460px"
      onHide={() => draft && onCancel()}
      actions={<CancelAndAnswer answer={t.moveDialog.next} disabled={draft?.parentId === undefined} onAnswer={onSubmit} onCancel={onCancel} />}
    >
      {targets.length === 0 ? (
        <p>{t.moveDialog.none}</p>
      ) : (
        <fieldset className="expertise-targets">
          <legend className="form-field__label">{t.moveDialog.target}</legend>
          {targets.map((target) => {
            const key = target.id ?? rootKey
            return (
              <div key={key} className="radio-choice">
                <RadioButton inputId={`expertise-target-${key}`} name="expertise-target" value={key} checked={draft?.parentId === target.id} onChange={() => onParent(target.id)} />
                {/* the node with its path (内科 › 循環器内科): two nodes of one name under different parents are told apart */}
                <label htmlFor={`expertise-target-${key}`}>{target.id === null ? t.moveDialog.root : (paths.get(target.id) ?? target.name)}</label>
              </div>
            )
          })}
        </fieldset>
      )}
    </ModalDialog>
  )
}

/** Before a move or a delete: what it affects, and a delete's refusal with the count. */
const ImpactDialog = ({ draft, tree, allowed, onSubmit, onCancel }: {
  readonly draft: Extract<ExpertiseDraft, { kind: 'move' | 'delete' }> | undefined
  readonly tree: ExpertiseTree
  readonly allowed: boolean
  readonly onSubmit: () => void
  readonly onCancel: () => void
}) => {
  const name = draft ? (nameOf(tree, draft.id) ?? '') : ''
  const block = draft?.kind === 'delete' ? expertiseDeleteBlock(tree, draft.id) : undefined
  const taken = moveProblem(tree, draft)
  return (
    <ModalDialog
      visible={draft !== undefined}
      header={draft?.kind === 'delete' ? t.confirm.deleteHeader : t.confirm.moveHeader}
      width="460px"
      onHide={() => draft && onCancel()}
      actions={<CancelAndAnswer answer={shellText.ok} disabled={!allowed} danger={draft?.kind === 'delete'} onAnswer={onSubmit} onCancel={onCancel} />}
    >
      {draft ? (
        <div className="expertise-impact">
          <p className="dialog-message">{draft.kind === 'delete' ? t.confirm.delete(name) : t.confirm.move(name, draft.parentId ? expertisePaths(tree).get(draft.parentId) : undefined)}</p>
          <p className="dialog-message">{t.confirm.impact(expertiseImpact(tree, draft.id))}</p>
          {block ? <Message severity="error" text={t.confirm.refused(block)} /> : null}
          {taken ? <Message severity="error" text={taken} /> : null}
        </div>
      ) : null}
    </ModalDialog>
  )
}
