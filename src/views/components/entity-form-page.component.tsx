/**
 * The frame every create / edit page shares (doctor, client; the later areas too), over an
 * entity form machine (src/machines/entity-form.machine.ts):
 *
 *   const form = useEntityForm(machine, { id, initial, draft }, onSaved)
 *   <EntityFormFrame form={form} title=… trail=… texts=… onCancel=…> …the area's fields… </EntityFormFrame>
 *
 * Loading shows a skeleton, a failed load its error with 再読み込み, a failed save its error
 * above the fields (values kept).
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from './page-actor'
import { Button } from 'primereact/button'
import { Skeleton } from 'primereact/skeleton'
import { useEffect, useRef, type ReactNode } from 'react'
import type { EntityFormMachine, FormDraft } from '../../machines/entity-form.machine'
import { EditConflictDialog, type ConflictSummary } from '../dialogs/edit-conflict.dialog'
import { ServerError } from './entity-form.component'
import { useLeaveGuard } from './leave-guard'
import { quietCheck, useLiveCheck } from './live.component'
import { PageHeading, type Crumb } from './page-heading.component'
import type { RouteLink } from './route-link.component'

export interface EntityFormInputProps<Values, Id extends string = string> {
  /** Absent: create. The entity's id as the form's machine takes it (branded: `DoctorId` …). */
  readonly id?: Id | undefined
  readonly initial: Values
  /** Input kept from before a re-sign-in (draft store). */
  readonly draft?: FormDraft<Values> | undefined
}

/** What a record's create / edit page is handed by its route beside its machine: the form's input, where it goes next, its list. */
export interface EntityFormPageProps<Values, Id extends string = string> extends EntityFormInputProps<Values, Id> {
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  /** Drops the form's draft (leaving by the area's crumb, as キャンセル does). */
  readonly onDiscard: () => void
}

/**
 * A create / edit page's title (the area's 「…登録」 or 「…編集」) and its crumbs: the area's list
 * (following it drops the draft, as キャンセル does), then the title.
 */
export const formHeading = (
  creating: boolean,
  texts: { readonly area: string; readonly create: string; readonly edit: string },
  { listLink, onDiscard }: Pick<EntityFormPageProps<unknown>, 'listLink' | 'onDiscard'>,
): { readonly title: string; readonly trail: ReadonlyArray<Crumb> } => {
  const title = creating ? texts.create : texts.edit
  return { title, trail: [{ label: texts.area, link: listLink, onFollow: onDiscard }, { label: title }] }
}

export const useEntityForm = <Values extends object, Body, Entity, Id extends string>(
  machine: EntityFormMachine<Values, Body, Entity, Id>,
  { id, initial, draft }: EntityFormInputProps<Values, Id>,
  onSaved: (id: string) => void,
) => {
  const actor = usePageActor(machine, { input: { ...(id !== undefined ? { id } : {}), ...(draft !== undefined ? { draft } : {}), initial } })
  const savedId = useSelector(actor, (s) => (s.status === 'done' ? (s.output?.id ?? s.context.savedId) : undefined))
  useEffect(() => {
    if (savedId !== undefined) onSaved(savedId)
  }, [savedId, onSaved])
  const values = useSelector(actor, (s) => s.context.values)
  // after a gap in the live stream: has the record being edited changed? (a quiet read; what was typed stays; live.component.tsx)
  useLiveCheck('record', () =>
    quietCheck(actor, (found) => actor.on('form.checked', found), (still) => actor.subscribe((s) => still(s.matches({ editing: 'checking' }))), { type: 'form.check' }),
  )
  // Unsaved changes: the values differ from what the form showed once it could be edited
  // (the loaded record, the empty form, or a kept draft). Leaving then asks first (useLeaveGuard).
  const editable = useSelector(actor, (s) => s.matches('editing'))
  const baseline = useRef<string | undefined>(undefined)
  if (baseline.current === undefined && editable) baseline.current = JSON.stringify(values)
  const dirty = savedId === undefined && baseline.current !== undefined && JSON.stringify(values) !== baseline.current
  return {
    creating: id === undefined,
    dirty,
    values,
    errors: useSelector(actor, (s) => s.context.errors),
    serverError: useSelector(actor, (s) => s.context.serverError),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    loading: useSelector(actor, (s) => s.matches('loading')),
    loadFailed: useSelector(actor, (s) => s.matches('loadFailed')),
    set: <K extends keyof Values & string>(name: K, value: Values[K]) => actor.send({ type: 'field.change', name, value }),
    submit: () => actor.send({ type: 'form.submit' }),
    retry: () => actor.send({ type: 'load.retry' }),
    /** After a 409 (another operator saved meanwhile): what changed, and the two ways on. */
    conflict: useSelector(actor, (s): ConflictSummary | undefined => (s.matches({ conflict: 'choosing' }) ? s.context.conflict : undefined)),
    reloadLatest: () => actor.send({ type: 'conflict.reload' }),
    reapply: () => actor.send({ type: 'conflict.reapply' }),
  }
}

export type EntityForm = Pick<ReturnType<typeof useEntityForm<object, unknown, unknown, string>>, 'dirty' | 'busy' | 'loading' | 'loadFailed' | 'serverError' | 'submit' | 'retry' | 'conflict' | 'reloadLatest' | 'reapply'>

export interface EntityFormFrameProps {
  readonly form: EntityForm
  readonly title: string
  readonly trail: ReadonlyArray<Crumb>
  readonly texts: { readonly loadFailed: string; readonly saveFailed: string; readonly retry: string; readonly cancel: string; readonly save: string }
  readonly onCancel: () => void
  readonly className: string
  readonly children: ReactNode
  /** Japanese labels of the fields, for the edit conflict dialog (the domain's `…FieldLabels`). */
  readonly fieldLabels?: Readonly<Record<string, string>>
  /** Buttons beside the title (the press release's status moves). */
  readonly headingActions?: ReactNode
  /** Shown under the title whatever the form's state (the press release's status and client). */
  readonly intro?: ReactNode
}

export const EntityFormFrame = ({ form, title, trail, texts, onCancel, className, children, headingActions, intro, fieldLabels = {} }: EntityFormFrameProps) => {
  useLeaveGuard(form.dirty)
  return <EntityFormBody {...{ form, title, trail, texts, onCancel, className, children, headingActions, intro, fieldLabels }} />
}

const EntityFormBody = ({ form, title, trail, texts, onCancel, className, children, headingActions, intro, fieldLabels = {} }: EntityFormFrameProps) => (
  <div className={className}>
    <PageHeading title={title} trail={trail}>{headingActions}</PageHeading>
    {intro}
    {form.loading ? <Skeleton height="20rem" /> : null}
    {form.loadFailed ? (
      <div className="load-error">
        <ServerError title={texts.loadFailed} message={form.serverError} />
        <Button type="button" icon="pi pi-refresh" label={texts.retry} outlined onClick={form.retry} />
      </div>
    ) : null}
    {!form.loading && !form.loadFailed ? (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <ServerError title={texts.saveFailed} message={form.serverError} />
        <EditConflictDialog conflict={form.conflict} labels={fieldLabels} onReload={form.reloadLatest} onReapply={form.reapply} />
        {children}
        <div className="form-actions">
          <Button type="button" label={texts.cancel} text severity="secondary" disabled={form.busy} onClick={onCancel} />
          <Button type="submit" icon="pi pi-check" label={texts.save} loading={form.busy} />
        </div>
      </form>
    ) : null}
  </div>
)
