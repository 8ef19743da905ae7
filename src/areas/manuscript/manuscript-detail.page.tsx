/**
 * /manuscript/{manuscriptId}: the contents (sanitised), files (downloadable when clean, a
 * quarantined one refused with the spec's text), author (link to the doctor), tags, status, hold
 * with its history, reviews and the latest offer; and the moderation steps the manuscript's
 * state allows (src/areas/manuscript/manuscript-moderation.machine.ts): review / edit a review, offer,
 * hold / release, the admin status moves of `manuscriptTransitions`, delete.
 */
import { useSelector } from '@xstate/react'
import { Link } from '@tanstack/react-router'
import { jstDateTime } from '../../domain/jst'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputTextarea } from 'primereact/inputtextarea'
import { Message } from 'primereact/message'
import { RadioButton } from 'primereact/radiobutton'
import { Skeleton } from 'primereact/skeleton'
import { Tag } from 'primereact/tag'
import { useEffect } from 'react'
import type { FileMeta } from '../../domain/file'
import type { DoctorId, ManuscriptId } from '../../domain/ids'
import {
  manuscriptEditable, manuscriptRecord, manuscriptTransitions, reviewResults, type ManuscriptLookups, type ModerationDraft, type ModerationStep,
} from '../../domain/manuscript'
import type { LookupsMachine } from '../../machines/lookups.machine'
import type { ManuscriptModerationMachine } from './manuscript-moderation.machine'
import { DetailList, Section } from '../../views/components/entity-form.component'
import { LookupErrors, useLookups } from '../../views/components/lookups.component'
import { usePageActor } from '../../views/components/page-actor'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { RecordLoadError } from '../../views/components/record-page.component'
import { recordDetailItems } from '../../views/components/record-view'
import { SafeHtml } from '../../views/components/safe-html.component'
import { manuscriptText as t } from './manuscript.text'
import './manuscript.page.css'
import { RecordHistory } from '../audit-log'
import { CancelAndAnswer, ModalDialog } from '../../views/dialogs/modal.dialog'

export interface ManuscriptDetailPageProps {
  readonly machine: ManuscriptModerationMachine
  readonly lookupsMachine: LookupsMachine<ManuscriptLookups>
  readonly manuscriptId: ManuscriptId
  /** The list (the area's crumb). */
  readonly listLink: RouteLink
  readonly editLink: RouteLink
  /** The author's page (医師管理). */
  readonly doctorLink: (id: DoctorId) => RouteLink
  /** Called once the manuscript is deleted (the route goes back to the list). */
  readonly onDeleted: () => void
}

/** A file's scan status; a quarantined one is refused with the spec's text (also on the edit page). */
export const FileScanStatus = ({ file }: { readonly file: Pick<FileMeta, 'status'> }) => (
  <>
    <Tag severity={file.status === 'quarantined' ? 'danger' : file.status === 'pending' ? 'warning' : 'success'} value={t.fileStatusLabels[file.status]} />
    {file.status === 'quarantined' ? <Message severity="error" text={t.quarantined} /> : null}
  </>
)

const when = (iso: string | null | undefined) => (iso ? jstDateTime(iso) : t.none)

export const ManuscriptDetailPage = ({ machine, lookupsMachine, manuscriptId, listLink, editLink, doctorLink, onDeleted }: ManuscriptDetailPageProps) => {
  const lookups = useLookups(lookupsMachine)
  const actor = usePageActor(machine, { input: { id: manuscriptId } })
  const state = useSelector(actor, (s) => s)
  const { record, reviews, hold, files, tags, draft, problems } = state.context
  const editable = record !== undefined && manuscriptEditable(record.status)
  const busy = state.hasTag('busy')
  const removed = state.matches('removed')
  useEffect(() => {
    if (removed) onDeleted()
  }, [removed, onDeleted])
  const open = (step: ModerationStep, extra: Omit<Extract<Parameters<typeof actor.send>[0], { type: 'mod.open' }>, 'type' | 'step'> = {}) =>
    actor.send({ type: 'mod.open', step, ...extra })
  const edit = (patch: Partial<Omit<ModerationDraft, 'step'>>) => actor.send({ type: 'mod.edit', patch })
  const reasonLabel = (id: string) => lookups.data.denialReasons?.find((r) => r.id === id)?.label ?? id
  const trail = [{ label: t.area, link: listLink }, { label: t.detail }]

  if (state.matches('loadFailed'))
    return (
      <div className="manuscript-detail-page">
        <PageHeading title={t.detail} trail={trail} />
        <RecordLoadError error={state.context.error} label={t.loadFailed} retryLabel={t.reload} onRetry={() => actor.send({ type: 'mod.reload' })} />
      </div>
    )

  const actions = record ? (
    <>
      {record.status === 'under_review' || record.status === 'reviewed' ? (
        <Button type="button" label={t.steps.review} icon="pi pi-check-square" disabled={busy} onClick={() => open('review')} />
      ) : null}
      {/* shown while held too: the moderation machine refuses it and says why */}
      {record.status === 'acceptable' ? (
        <Button type="button" label={t.steps.offer} icon="pi pi-send" disabled={busy} onClick={() => open('offer')} />
      ) : null}
      {record.hold === null ? (
        <Button type="button" label={t.steps.hold} icon="pi pi-pause" severity="warning" outlined disabled={busy} onClick={() => open('hold')} />
      ) : (
        <Button type="button" label={t.steps.release} icon="pi pi-play" severity="success" outlined disabled={busy} onClick={() => open('release')} />
      )}
      {manuscriptTransitions[record.status].map((to) => (
        <Button key={to} type="button" label={t.moveTo(to)} outlined severity="secondary" disabled={busy} onClick={() => open('move', { to })} />
      ))}
      <Button type="button" label={t.steps.delete} icon="pi pi-trash" severity="danger" outlined disabled={busy} onClick={() => open('delete')} />
    </>
  ) : null

  return (
    <div className="manuscript-detail-page">
      <PageHeading title={record?.title ?? t.detail} trail={trail}>
        {editable ? <ButtonLink link={editLink} icon="pi pi-pencil" label={t.editButton} /> : null}
      </PageHeading>
      <LookupErrors lookups={lookups} parts={{ denialReasons: t.lookups.denialReasons, clients: t.lookups.clients }} />
      {!record || !reviews || !hold || !files || !tags ? (
        <Skeleton height="12rem" />
      ) : (
        <>
          <Section title={t.detail} actions={actions}>
            <DetailList
              items={recordDetailItems(manuscriptRecord, record, {
                none: t.none,
                render: {
                  status: (m) => <Tag data-field="status" severity={m.status === 'rejected' ? 'danger' : 'info'} value={t.statusLabels[m.status]} />,
                  doctorName: (m) => <Link {...doctorLink(m.doctorId)}>{m.doctorName}</Link>,
                  tagIds: () => (tags.length ? tags.map((tag) => <Tag key={tag.id} className="manuscript-tag" severity="secondary" value={tag.name} />) : t.none),
                  held: (m) => <span data-field="hold">{m.hold ? t.holdState(m.hold.reason, when(m.hold.heldAt)) : t.notHeld}</span>,
                  latestOffer: (m) => <span data-field="latestOffer">{when(m.latestOfferedAt)}</span>,
                },
                wide: ['held'],
              })}
            />
          </Section>
          <Section title={manuscriptRecord.labels.contents}>
            <SafeHtml className="manuscript-contents" label={manuscriptRecord.labels.contents} html={record.contents} />
            {files.length ? (
              <ul className="manuscript-files" aria-label={manuscriptRecord.labels.fileIds}>
                {files.map((f) => (
                  <li key={f.id}>
                    {f.status === 'clean' && f.url ? (
                      <a href={f.url} download={f.name}>
                        <i className="pi pi-download" aria-hidden="true" /> {f.name}
                      </a>
                    ) : (
                      <span>{f.name}</span>
                    )}{' '}
                    <FileScanStatus file={f} />
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
          <Section title={t.sections.reviews}>
            {reviews.length === 0 ? (
              <p>{t.noReviews}</p>
            ) : (
              <table className="manuscript-reviews" aria-label={t.sections.reviews}>
                <thead>
                  <tr>
                    <th>{t.reviewColumns.at}</th>
                    <th>{t.reviewColumns.result}</th>
                    <th>{t.reviewColumns.reasons}</th>
                    <th>{t.reviewColumns.comment}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {reviews.map((r) => (
                    <tr key={r.id}>
                      <td>{when(r.createdAt)}</td>
                      <td>{t.resultLabels[r.result]}</td>
                      <td>{r.denialReasonIds.map(reasonLabel).join('、') || t.none}</td>
                      <td>{r.comment || t.none}</td>
                      <td>
                        <Button type="button" label={t.steps.editReview} text size="small" disabled={busy} onClick={() => open('editReview', { review: r })} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section title={t.sections.holdHistory}>
            {hold.history.length === 0 ? (
              <p>{t.noHistory}</p>
            ) : (
              <ul className="manuscript-hold-history" aria-label={t.sections.holdHistory}>
                {hold.history.map((h) => (
                  <li key={`${h.at}-${h.held}`}>
                    {when(h.at)} {t.holdEntry(h.held)}
                    {h.reason ? `：${h.reason}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
      <RecordHistory kind="manuscript" id={manuscriptId} editable={editable} onReverted={() => actor.send({ type: 'mod.reload' })} />
      <ModalDialog
        className="manuscript-step-dialog"
        visible={draft !== undefined && record !== undefined}
        header={draft ? t.dialogHeaders[draft.step] : ''}
        width="32rem"
        onHide={() => {
          if (!busy) actor.send({ type: 'mod.cancel' })
        }}
        actions={
          <CancelAndAnswer
            cancel={t.dialog.cancel}
            answer={draft ? (draft.step === 'delete' ? t.steps.delete : t.dialog.submit) : ''}
            danger={draft?.step === 'delete'}
            busy={busy}
            onAnswer={() => actor.send({ type: 'mod.submit' })}
            onCancel={() => actor.send({ type: 'mod.cancel' })}
          />
        }
      >
        {draft && record ? (
          <div className="manuscript-step">
            {draft.step === 'review' || draft.step === 'editReview' ? (
              <>
                <fieldset className="form-field">
                  <legend className="form-field__label">{t.dialog.result}</legend>
                  {reviewResults.map((result) => (
                    <div key={result} className="radio-choice">
                      <RadioButton
                        inputId={`manuscript-result-${result}`}
                        checked={draft.result === result}
                        // the server refuses a changed result on an existing review
                        disabled={draft.step === 'editReview'}
                        onChange={() => edit({ result })}
                      />
                      <label htmlFor={`manuscript-result-${result}`}>{t.resultLabels[result]}</label>
                    </div>
                  ))}
                </fieldset>
                {draft.result !== 'accept' ? (
                  <fieldset className="form-field" aria-invalid={problems.denialReasonIds !== undefined}>
                    <legend className="form-field__label">{t.dialog.denialReasons}</legend>
                    {(lookups.data.denialReasons ?? []).map((reason) => (
                      <div key={reason.id} className="radio-choice">
                        <Checkbox
                          inputId={`manuscript-reason-${reason.id}`}
                          checked={draft.denialReasonIds.includes(reason.id)}
                          onChange={(e) =>
                            edit({ denialReasonIds: e.checked ? [...draft.denialReasonIds, reason.id] : draft.denialReasonIds.filter((id) => id !== reason.id) })
                          }
                        />
                        <label htmlFor={`manuscript-reason-${reason.id}`}>{reason.label}</label>
                      </div>
                    ))}
                  </fieldset>
                ) : null}
                <div className="form-field">
                  <label htmlFor="manuscript-review-comment" className="form-field__label">{t.dialog.comment}</label>
                  <InputTextarea id="manuscript-review-comment" value={draft.comment} rows={3} onChange={(e) => edit({ comment: e.target.value })} />
                </div>
              </>
            ) : null}
            {draft.step === 'hold' ? (
              <div className="form-field">
                <label htmlFor="manuscript-hold-reason" className="form-field__label">{t.dialog.reason}</label>
                <InputTextarea id="manuscript-hold-reason" value={draft.reason} rows={3} invalid={problems.reason !== undefined} onChange={(e) => edit({ reason: e.target.value })} />
              </div>
            ) : null}
            {draft.step === 'offer' ? (
              <>
                <div className="form-field">
                  <label htmlFor="manuscript-offer-client" className="form-field__label">{t.dialog.client}</label>
                  <Dropdown
                    inputId="manuscript-offer-client"
                    value={draft.clientId}
                    options={(lookups.data.clients ?? []).map((c) => ({ label: c.name, value: c.id }))}
                    placeholder={t.dialog.clientPlaceholder}
                    filter
                    invalid={problems.clientId !== undefined}
                    onChange={(e) => edit({ clientId: e.value })}
                  />
                </div>
                <div className="form-field">
                  <label htmlFor="manuscript-offer-message" className="form-field__label">{t.dialog.message}</label>
                  <InputTextarea id="manuscript-offer-message" value={draft.message} rows={3} invalid={problems.message !== undefined} onChange={(e) => edit({ message: e.target.value })} />
                </div>
              </>
            ) : null}
            {draft.step === 'move' && draft.to ? <p className="dialog-message">{t.dialog.move(record.status, draft.to)}</p> : null}
            {draft.step === 'release' ? <p className="dialog-message">{t.dialog.release}</p> : null}
            {draft.step === 'delete' ? <p className="dialog-message">{t.dialog.delete(record.title)}</p> : null}
            {Object.values(problems).map((problem) => (
              <Message key={problem} severity="error" text={problem} />
            ))}
          </div>
        ) : null}
      </ModalDialog>
    </div>
  )
}
