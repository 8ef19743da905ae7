/**
 * /manuscript/{manuscriptId}/edit: title, contents (HTML; images and attachments uploaded through
 * POST /manuscripts/contents/upload, each with its scan status), tags (pick existing ones found
 * by keyword, or create a new one). The form (entity-form.machine.ts) keeps every value on a
 * server error, and a save over a version another operator replaced meanwhile (409) shows the
 * edit conflict dialog; tags and files run beside it (manuscript-assets.machine.ts).
 */
import { useSelector } from '@xstate/react'
import { AutoComplete } from 'primereact/autocomplete'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Tag as TagChip } from 'primereact/tag'
import { useEffect, useState } from 'react'
import type { FileId, ManuscriptId, TagId } from '../../domain/ids'
import type { Manuscript, ManuscriptInput } from '../../domain/manuscript'
import type { Tag } from '../../domain/tag'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { ManuscriptAssetsMachine } from './manuscript-assets.machine'
import { emptyManuscriptValues, type ManuscriptFormValues } from './manuscript-form.machine'
import { EntityFormFrame, useEntityForm } from '../../views/components/entity-form-page.component'
import { FormField, Section } from '../../views/components/entity-form.component'
import { usePageActor } from '../../views/components/page-actor'
import type { RouteLink } from '../../views/components/route-link.component'
import { manuscriptText as t } from './manuscript.text'
import { FileScanStatus } from './manuscript-detail.page'

export interface ManuscriptEditPageProps {
  readonly machine: EntityFormMachine<ManuscriptFormValues, ManuscriptInput, Manuscript>
  readonly assetsMachine: ManuscriptAssetsMachine
  readonly manuscriptId: ManuscriptId
  readonly onSaved: () => void
  readonly onCancel: () => void
  /** The crumbs: 記事管理 (the list) and 記事詳細 (this manuscript). */
  readonly listLink: RouteLink
  readonly detailLink: RouteLink
}

interface AssetsProps {
  readonly machine: ManuscriptAssetsMachine
  readonly manuscriptId: ManuscriptId
  readonly values: ManuscriptFormValues
  readonly busy: boolean
  readonly onTags: (ids: ReadonlyArray<string>) => void
  readonly onFiles: (ids: ReadonlyArray<string>) => void
}

/** Tags and files of the form: started once the form holds the manuscript's values. */
const Assets = ({ machine, manuscriptId, values, busy, onTags, onFiles }: AssetsProps) => {
  const actor = usePageActor(machine, { input: { manuscriptId, tagIds: values.tagIds as ReadonlyArray<TagId>, fileIds: values.fileIds as ReadonlyArray<FileId> } })
  const { tags, options, files, added } = useSelector(actor, (s) => s.context)
  const working = useSelector(actor, (s) => s.hasTag('busy'))
  const [typed, setTyped] = useState('')
  useEffect(() => {
    if (added?.tagId && !values.tagIds.includes(added.tagId)) onTags([...values.tagIds, added.tagId])
    if (added?.fileId && !values.fileIds.includes(added.fileId)) onFiles([...values.fileIds, added.fileId])
    // only when a tag was created or a file uploaded (the values are read as they are then)
  }, [added])
  const nameOf = (id: string) => tags.find((tag) => tag.id === id)?.name ?? id
  return (
    <>
      <Section title={t.detailFields.tags}>
        <div className="manuscript-tags" aria-label={t.detailFields.tags}>
          {values.tagIds.length === 0 ? t.none : null}
          {values.tagIds.map((id) => (
            <span key={id} className="manuscript-tag">
              <TagChip severity="secondary" value={nameOf(id)} />
              <Button type="button" icon="pi pi-times" text rounded size="small" aria-label={t.editForm.removeTag(nameOf(id))} disabled={busy} onClick={() => onTags(values.tagIds.filter((x) => x !== id))} />
            </span>
          ))}
        </div>
        <div className="form-field">
          <label htmlFor="manuscript-tag-search" className="form-field__label">{t.editForm.tagSearch}</label>
          <AutoComplete
            inputId="manuscript-tag-search"
            value={typed}
            suggestions={options.filter((o) => !values.tagIds.includes(o.id)) as Array<Tag>}
            field="name"
            disabled={busy}
            completeMethod={(e) => actor.send({ type: 'tags.search', keyword: e.query })}
            onChange={(e) => setTyped(typeof e.value === 'string' ? e.value : '')}
            onSelect={(e) => {
              const tag = e.value as Tag
              if (!values.tagIds.includes(tag.id)) onTags([...values.tagIds, tag.id])
              setTyped('')
            }}
          />
          <Button
            type="button"
            icon="pi pi-plus"
            label={t.editForm.createTag}
            outlined
            disabled={busy || working || typed.trim() === ''}
            onClick={() => {
              actor.send({ type: 'tags.create', name: typed })
              setTyped('')
            }}
          />
        </div>
      </Section>
      <Section title={t.detailFields.files}>
        <ul className="manuscript-files" aria-label={t.detailFields.files}>
          {values.fileIds.map((id) => {
            const f = files.find((x) => x.id === id)
            return (
              <li key={id}>
                <span>{f?.name ?? id}</span>{' '}
                {f ? <FileScanStatus file={f} /> : null}
              </li>
            )
          })}
        </ul>
        <div className="form-field">
          <label htmlFor="manuscript-upload" className="form-field__label">{t.editForm.upload}</label>
          <input
            id="manuscript-upload"
            type="file"
            disabled={busy || working}
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) actor.send({ type: 'file.upload', file })
              e.target.value = ''
            }}
          />
        </div>
      </Section>
    </>
  )
}

export const ManuscriptEditPage = ({ machine, assetsMachine, manuscriptId, onSaved, onCancel, listLink, detailLink }: ManuscriptEditPageProps) => {
  const form = useEntityForm(machine, { id: manuscriptId, initial: emptyManuscriptValues }, onSaved)
  const { values, errors, busy } = form
  const trail = [
    { label: t.area, link: listLink },
    { label: t.detail, link: detailLink },
    { label: t.edit },
  ]
  return (
    <EntityFormFrame className="manuscript-edit-page" form={form} title={t.edit} trail={trail} texts={t.editForm} onCancel={onCancel} fieldLabels={t.editForm.fieldLabels}>
      <Section title={t.edit}>
        <FormField id="manuscript-title" label={t.fields.title} required errors={errors['title']}>
          {(aria) => <InputText {...aria} value={values.title} disabled={busy} onChange={(e) => form.set('title', e.target.value)} />}
        </FormField>
        <FormField id="manuscript-contents" label={t.detailFields.contents} required errors={errors['contents']} hint={t.editForm.contentsHint}>
          {(aria) => <InputTextarea {...aria} value={values.contents} rows={12} disabled={busy} onChange={(e) => form.set('contents', e.target.value)} />}
        </FormField>
      </Section>
      <Assets
        machine={assetsMachine}
        manuscriptId={manuscriptId}
        values={values}
        busy={busy}
        onTags={(ids) => form.set('tagIds', ids)}
        onFiles={(ids) => form.set('fileIds', ids)}
      />
    </EntityFormFrame>
  )
}
