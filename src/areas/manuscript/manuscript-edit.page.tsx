/**
 * /manuscript/{manuscriptId}/edit: タイトル, 本文 (the rich-text editor, `RichTextField`; an image
 * put in the text and every attachment are uploaded through POST /manuscripts/contents/upload, each
 * listed with its scan status), tags (pick existing ones found
 * by keyword, or create a new one). The fields are the manuscript record's declared ones
 * (src/domain/manuscript.ts `manuscriptRecord.form`, rendered by RecordFormFields); this page gives
 * the widgets that need its machines: the contents' editor, the tags and the files. The form
 * (entity-form.machine.ts) keeps every value on a server error, and a save over a version another
 * operator replaced meanwhile (409) shows the edit conflict dialog; tags and files run beside it
 * (manuscript-assets.machine.ts).
 */
import { useSelector } from '@xstate/react'
import { AutoComplete } from 'primereact/autocomplete'
import { Button } from 'primereact/button'
import { Tag as TagChip } from 'primereact/tag'
import { useEffect, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { FileId, ManuscriptId, TagId } from '../../domain/ids'
import { manuscriptRecord, type Manuscript, type ManuscriptInput } from '../../domain/manuscript'
import type { Tag } from '../../domain/tag'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { ManuscriptAssetsMachine } from './manuscript-assets.machine'
import { emptyManuscriptValues, type ManuscriptFormValues } from './manuscript-form.machine'
import { EntityFormFrame, useEntityForm } from '../../views/components/entity-form-page.component'
import { usePageActor } from '../../views/components/page-actor'
import { RecordFormFields, type WidgetProps } from '../../views/components/record-form.component'
import { RichTextField } from '../../views/components/rich-text/rich-text-field.component'
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

type AssetsActor = ActorRefFrom<ManuscriptAssetsMachine>
const labels = manuscriptRecord.labels

/** The tags the form holds (named as the assets know them), each removable, and the search that adds one or creates it. */
const TagsWidget = ({ actor, w }: { readonly actor: AssetsActor; readonly w: WidgetProps }) => {
  const { tags, options } = useSelector(actor, (s) => s.context)
  const working = useSelector(actor, (s) => s.hasTag('busy'))
  const [typed, setTyped] = useState('')
  const ids = w.value as ReadonlyArray<string>
  const nameOf = (id: string) => tags.find((tag) => tag.id === id)?.name ?? id
  return (
    <>
      <div className="manuscript-tags" aria-label={labels.tagIds}>
        {ids.length === 0 ? t.none : null}
        {ids.map((id) => (
          <span key={id} className="manuscript-tag">
            <TagChip severity="secondary" value={nameOf(id)} />
            <Button type="button" icon="pi pi-times" text rounded size="small" aria-label={t.editForm.removeTag(nameOf(id))} disabled={w.disabled} onClick={() => w.set(ids.filter((x) => x !== id))} />
          </span>
        ))}
      </div>
      <div className="form-field">
        <label htmlFor="manuscript-tag-search" className="form-field__label">{t.editForm.tagSearch}</label>
        <AutoComplete
          inputId="manuscript-tag-search"
          value={typed}
          suggestions={options.filter((o) => !ids.includes(o.id)) as Array<Tag>}
          field="name"
          disabled={w.disabled}
          completeMethod={(e) => actor.send({ type: 'tags.search', keyword: e.query })}
          onChange={(e) => setTyped(typeof e.value === 'string' ? e.value : '')}
          onSelect={(e) => {
            const tag = e.value as Tag
            if (!ids.includes(tag.id)) w.set([...ids, tag.id])
            setTyped('')
          }}
        />
        <Button
          type="button"
          icon="pi pi-plus"
          label={t.editForm.createTag}
          outlined
          disabled={w.disabled || working || typed.trim() === ''}
          onClick={() => {
            actor.send({ type: 'tags.create', name: typed })
            setTyped('')
          }}
        />
      </div>
    </>
  )
}

/** The files the form holds, each with its scan status, and the upload that adds one. */
const FilesWidget = ({ actor, w }: { readonly actor: AssetsActor; readonly w: WidgetProps }) => {
  const files = useSelector(actor, (s) => s.context.files)
  const working = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <>
      <ul className="manuscript-files" aria-label={labels.fileIds}>
        {(w.value as ReadonlyArray<string>).map((id) => {
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
          disabled={w.disabled || working}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) actor.send({ type: 'file.upload', file })
            e.target.value = ''
          }}
        />
      </div>
    </>
  )
}

/**
 * An image put in the contents: uploaded as a content file by the assets (so it is listed with the
 * files, with its scan status, and the form keeps its id); answers its URL for the editor, or fails
 * with the words staff also see in the error message the assets show.
 */
const uploadImage = (actor: AssetsActor, file: File) =>
  new Promise<string>((resolve, reject) => {
    const before = actor.getSnapshot().context.added
    actor.send({ type: 'file.upload', file, alt: file.name })
    if (!actor.getSnapshot().matches('uploading')) {
      reject(new Error(t.editForm.uploadBusy))
      return
    }
    const watch = actor.subscribe((s) => {
      if (!s.matches('idle')) return
      watch.unsubscribe()
      const { added, uploaded } = s.context
      if (added !== before && uploaded && added?.fileId === uploaded.fileId) resolve(uploaded.url)
      else reject(new Error(t.editForm.uploadFailed))
    })
  })

type Form = ReturnType<typeof useEntityForm<ManuscriptFormValues, ManuscriptInput, Manuscript, string>>

/** The declared fields; tags and files run beside the form (started once the form holds the manuscript's values). */
const ManuscriptFields = ({ form, machine, manuscriptId }: { readonly form: Form; readonly machine: ManuscriptAssetsMachine; readonly manuscriptId: ManuscriptId }) => {
  const { values, set } = form
  const actor = usePageActor(machine, { input: { manuscriptId, tagIds: values.tagIds as ReadonlyArray<TagId>, fileIds: values.fileIds as ReadonlyArray<FileId> } })
  const added = useSelector(actor, (s) => s.context.added)
  useEffect(() => {
    if (added?.tagId && !values.tagIds.includes(added.tagId)) set('tagIds', [...values.tagIds, added.tagId])
    if (added?.fileId && !values.fileIds.includes(added.fileId)) set('fileIds', [...values.fileIds, added.fileId])
    // only when a tag was created or a file uploaded (the values are read as they are then)
  }, [added])
  return (
    <RecordFormFields
      record={manuscriptRecord}
      form={form}
      title={t.edit}
      noneLabel={t.none}
      widgets={{
        richText: (w) => (
          <RichTextField
            id={w.id}
            label={labels.contents}
            value={w.value as string}
            disabled={w.disabled}
            invalid={w.invalid}
            required={w.required}
            describedBy={w.describedBy}
            onChange={(html) => w.set(html)}
            uploadImage={(file) => uploadImage(actor, file)}
          />
        ),
        tags: (w) => <TagsWidget actor={actor} w={w} />,
        files: (w) => <FilesWidget actor={actor} w={w} />,
      }}
    />
  )
}

export const ManuscriptEditPage = ({ machine, assetsMachine, manuscriptId, onSaved, onCancel, listLink, detailLink }: ManuscriptEditPageProps) => {
  const form = useEntityForm(machine, { id: manuscriptId, initial: emptyManuscriptValues }, onSaved)
  const trail = [
    { label: t.area, link: listLink },
    { label: t.detail, link: detailLink },
    { label: t.edit },
  ]
  return (
    <EntityFormFrame className="manuscript-edit-page" form={form} title={t.edit} trail={trail} texts={t.editForm} onCancel={onCancel} fieldLabels={labels}>
      <ManuscriptFields form={form} machine={assetsMachine} manuscriptId={manuscriptId} />
    </EntityFormFrame>
  )
}
