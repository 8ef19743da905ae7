/**
 * /press_release/{id}/edit: a release in editing is edited here (title, body, tags, medium:
 * press-release-form.tsx); any other status shows the spec's read-only press release form (same
 * layout, no inputs), which is also the preview before approval. Both carry the status moves the
 * domain allows from the release's status (pressReleaseTransitions), each confirmed in a dialog
 * (a reason for sending back and suspending; approving publishes now or at a scheduled time),
 * and the publication-time patch with the JST date-time picker. The body is HTML from the API
 * and is shown sanitised only.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { Message } from 'primereact/message'
import { RadioButton } from 'primereact/radiobutton'
import { Fragment, useEffect, useState } from 'react'
import type { MediaId, PressReleaseId } from '../../domain/ids'
import {
  pressReleaseEditable, pressReleaseMoveNeedsReason, pressReleaseRecord, pressReleaseTimeEditable, pressReleaseTransitions, type PressRelease,
  type PressReleaseFormLookups, type PressReleaseStatus,
} from '../../domain/press-release'
import type { LookupsMachine } from '../../machines/lookups.machine'
import type { PressReleaseFormMachine, PressReleaseFormValues } from './press-release-form.machine'
import type { PressReleaseImageMachine } from './press-release-image.machine'
import type { FormDraft } from '../../machines/entity-form.machine'
import { emptyPressReleaseValues } from './press-release-form.machine'
import type { PressReleaseStatusMachine } from './press-release-status.machine'
import { LookupErrors, useLookups } from '../../views/components/lookups.component'
import { JstDateTime } from '../../views/components/jst-date-time.component'
import { usePageActor } from '../../views/components/page-actor'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { RecordLoadError } from '../../views/components/record-page.component'
import { recordDetailItems } from '../../views/components/record-view'
import { SafeHtml } from '../../views/components/safe-html.component'
import { pressReleaseText as t } from './press-release.text'
import { publishedAtText, MediumName, PressReleaseStatusTag } from './press-release-list.page'
import { PressReleaseForm } from './press-release-form.component'
import './press-release.page.css'
import { RecordHistory } from '../audit-log'
import { CancelAndAnswer, ModalDialog } from '../../views/dialogs/modal.dialog'

export interface PressReleaseEditPageProps {
  readonly machine: PressReleaseStatusMachine
  readonly id: PressReleaseId
  /** キャンセル: drops the draft and goes back to the list. */
  readonly onBack: () => void
  /** The list (the area's crumb) and the release's medium. */
  readonly listLink: RouteLink
  /** The list of releases in one status (the crumb between the area and the release: where it came from). */
  readonly statusListLink?: (status: PressReleaseStatus) => RouteLink
  readonly mediumLink: (id: MediaId) => RouteLink
  /** Drops the form's draft (leaving by the area's crumb, as キャンセル does). */
  readonly onDiscard: () => void
  /** The edit form of a release in editing, its pickers' options and the draft kept of it. */
  readonly formMachine: PressReleaseFormMachine
  readonly lookupsMachine: LookupsMachine<PressReleaseFormLookups>
  /** An image put in the body from the editor (uploaded, its URL handed back). */
  readonly imageMachine: PressReleaseImageMachine
  readonly draft?: FormDraft<PressReleaseFormValues> | undefined
  readonly onSaved: () => void
}

const moveLabel = (from: PressReleaseStatus, to: PressReleaseStatus): string =>
  (from === 'suspend' ? t.movesFromSuspend[to] : undefined) ?? t.moves[to]

const label = pressReleaseRecord.label

/**
 * The release's facts (`pressReleaseRecord.detail`: status, client, medium, publication time and
 * the last reason, once given): shown by the read-only form and above the edit form. Each value
 * carries its `data-field`.
 */
const ReleaseFacts = ({ record, lookups, mediumLink }: {
  readonly record: PressRelease
  readonly lookups: Partial<PressReleaseFormLookups>
  readonly mediumLink: (id: MediaId) => RouteLink
}) => (
  <dl className="record-fields">
    {recordDetailItems(pressReleaseRecord, record, {
      none: t.none,
      render: {
        status: (r) => <span data-field="status"><PressReleaseStatusTag status={r.status} /></span>,
        mediaId: (r) => <span data-field="media"><MediumName id={r.mediaId} media={lookups.media} link={mediumLink} /></span>,
        publishedAt: (r) => <span data-field="publishedAt">{publishedAtText(r.publishedAt)}</span>,
        statusReason: (r) => (r.statusReason ? <span data-field="statusReason">{r.statusReason}</span> : null),
      },
    }).map((item) => (
      <Fragment key={item.label}>
        <dt>{item.label}</dt>
        <dd>{item.value}</dd>
      </Fragment>
    ))}
  </dl>
)

export const PressReleaseEditPage = ({ machine, id, onBack, listLink, statusListLink, mediumLink, onDiscard, formMachine, lookupsMachine, imageMachine, draft, onSaved }: PressReleaseEditPageProps) => {
  const lookups = useLookups(lookupsMachine)
  const actor = usePageActor(machine, { input: { id } })
  const state = useSelector(actor, (s) => s)
  const { record, move, problem } = state.context
  const busy = state.hasTag('busy')
  const [time, setTime] = useState<string | undefined>(undefined)
  useEffect(() => setTime(record?.publishedAt ?? undefined), [record?.publishedAt])

  if (state.matches('loadFailed'))
    return (
      <div className="press-release-edit-page">
        <PageHeading title={t.detail} trail={[{ label: t.area, link: listLink }]} />
        <RecordLoadError error={state.context.error} label={t.loadFailed} retryLabel={t.reload} onRetry={() => actor.send({ type: 'pr.reload' })} />
      </div>
    )

  const from = record?.status
  const approving = from === 'request' && move?.to === 'published'
  const needsReason = from !== undefined && move !== undefined && pressReleaseMoveNeedsReason(from, move.to)
  const moves = from
    ? pressReleaseTransitions[from].map((to) => (
        <Button
          key={to}
          type="button"
          label={moveLabel(from, to)}
          severity={to === 'suspend' || to === 'editing' ? 'danger' : undefined}
          outlined={to !== 'published'}
          disabled={busy}
          onClick={() => actor.send({ type: 'pr.move', to })}
        />
      ))
    : null
  // PR管理 › <its status's list> › the release: each crumb links back (a form's draft dropped, as キャンセル does)
  const trail = [
    { label: t.area, link: listLink, onFollow: onDiscard },
    ...(from && statusListLink ? [{ label: t.statusLabels[from], link: statusListLink(from), onFollow: onDiscard }] : []),
  ]
  const lookupErrors = <LookupErrors lookups={lookups} parts={{ media: t.lookups.media, tags: label('tagIds') }} />
  return (
    <div className="press-release-edit-page">
      {record && pressReleaseEditable(record.status) ? (
        <PressReleaseForm
          key={record.version} // read again after a revert from its 履歴: the form loads the release as it now is
          machine={formMachine}
          imageMachine={imageMachine}
          id={id}
          initial={emptyPressReleaseValues}
          draft={draft}
          lookups={lookups.data}
          title={record.title}
          trail={trail}
          headingActions={moves}
          meta={
            <section className="press-release-form" aria-label={t.detail}>
              {lookupErrors}
              <ReleaseFacts record={record} lookups={lookups.data} mediumLink={mediumLink} />
            </section>
          }
          onSaved={onSaved}
          onCancel={onBack}
        />
      ) : (
        <PageHeading title={record?.title ?? t.detail} trail={trail}>{moves}</PageHeading>
      )}
      {record && !pressReleaseEditable(record.status) ? (
        <section className="press-release-form is-read-only" aria-label={t.detail}>
          {lookupErrors}
          <ReleaseFacts record={record} lookups={lookups.data} mediumLink={mediumLink} />
          <dl className="record-fields">
            <dt>{label('title')}</dt>
            <dd>{record.title}</dd>
            <dt>{label('tagIds')}</dt>
            <dd data-field="tags">{record.tagIds.map((tagId) => lookups.data.tags?.find((tag) => tag.id === tagId)?.name ?? tagId).join('、') || t.none}</dd>
          </dl>
          <h3>{label('body')}</h3>
          <SafeHtml className="press-release-body" label={label('body')} html={record.body} />
          {pressReleaseTimeEditable(record.status) ? (
            <div className="form-field press-release-reschedule">
              <label htmlFor="press-release-time" className="form-field__label">{t.reschedule.label}</label>
              <JstDateTime id="press-release-time" value={time} onChange={setTime} disabled={busy} />
              <Button
                type="button"
                label={t.reschedule.button}
                disabled={busy || !time || time === record.publishedAt}
                onClick={() => time && actor.send({ type: 'pr.reschedule', publishedAt: time })}
              />
            </div>
          ) : null}
        </section>
      ) : null}
      <RecordHistory kind="pressRelease" id={id} editable={record !== undefined && pressReleaseEditable(record.status)} onReverted={() => actor.send({ type: 'pr.reload' })} />
      <ModalDialog
        className="press-release-move-dialog"
        visible={move !== undefined && record !== undefined}
        header={t.confirm.header}
        width="28rem"
        onHide={() => {
          if (!busy) actor.send({ type: 'pr.cancel' })
        }}
        actions={
          <CancelAndAnswer cancel={t.confirm.cancel} answer={t.confirm.accept} busy={busy} onAnswer={() => actor.send({ type: 'pr.confirm' })} onCancel={() => actor.send({ type: 'pr.cancel' })} />
        }
      >
        {record && move ? (
          <div className="press-release-move">
            <p className="dialog-message">{t.confirm.message(record.title, move.to)}</p>
            {approving ? (
              <fieldset className="form-field">
                <legend className="form-field__label">{t.confirm.when}</legend>
                {(['now', 'scheduled'] as const).map((when) => (
                  <div key={when} className="radio-choice">
                    <RadioButton inputId={`press-release-when-${when}`} checked={move.when === when} onChange={() => actor.send({ type: 'pr.when', when })} />
                    <label htmlFor={`press-release-when-${when}`}>{t.confirm[when]}</label>
                  </div>
                ))}
                {move.when === 'scheduled' ? (
                  <div className="form-field">
                    <label htmlFor="press-release-scheduled" className="form-field__label">{t.confirm.time}</label>
                    <JstDateTime
                      id="press-release-scheduled"
                      value={move.publishedAt}
                      invalid={problem === 'timeRequired'}
                      onChange={(value) => actor.send({ type: 'pr.time', value })}
                    />
                  </div>
                ) : null}
              </fieldset>
            ) : null}
            {needsReason ? (
              <div className="form-field">
                <label htmlFor="press-release-reason" className="form-field__label">{t.confirm.reason}</label>
                <InputTextarea
                  id="press-release-reason"
                  value={move.reason}
                  rows={3}
                  invalid={problem === 'reasonRequired'}
                  onChange={(e) => actor.send({ type: 'pr.reason', value: e.target.value })}
                />
              </div>
            ) : null}
            {problem ? <Message severity="error" text={t.problems[problem]} /> : null}
          </div>
        ) : null}
      </ModalDialog>
    </div>
  )
}
