/**
 * The edit form of a release in editing (`pressReleaseEditable`): title, body as rich text
 * (`RichTextField`: Tiptap, its chunk loaded only where an editor is shown), tags and medium, with
 * a live preview of the body as it will be shown (sanitised). A failed save keeps every input
 * (entity-form machine). The editor sanitises what it is given before reading it. The fields, their order and labels
 * are the record's (`pressReleaseRecord`, src/domain/press-release.ts); this page gives the widgets
 * that need its lookups: the medium picker, the tags and the editor.
 */
import { Dropdown } from 'primereact/dropdown'
import { MultiSelect } from 'primereact/multiselect'
import type { ReactNode } from 'react'
import type { PressReleaseId } from '../../domain/ids'
import { pressReleaseRecord, type PressRelease, type PressReleaseFormLookups, type PressReleaseInput } from '../../domain/press-release'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { PressReleaseFormValues } from './press-release-form.machine'
import type { PressReleaseImageMachine } from './press-release-image.machine'
import { usePageActor } from '../../views/components/page-actor'
import type { ActorRefFrom } from 'xstate'
import type { Crumb } from '../../views/components/page-heading.component'
import { useEntityForm, type EntityFormInputProps } from '../../views/components/entity-form-page.component'
import { RecordFormFrame } from '../../views/components/record-form.component'
import { RichTextField } from '../../views/components/rich-text/rich-text-field.component'
import { SafeHtml } from '../../views/components/safe-html.component'
import { mediaText } from './media.text'
import { pressReleaseText as t } from './press-release.text'

export interface PressReleaseFormProps extends EntityFormInputProps<PressReleaseFormValues, PressReleaseId> {
  readonly machine: EntityFormMachine<PressReleaseFormValues, PressReleaseInput, PressRelease, PressReleaseId>
  /** An image put in the body from the editor: uploaded through POST /images/upload. */
  readonly imageMachine: PressReleaseImageMachine
  readonly lookups: Partial<PressReleaseFormLookups>
  readonly title: string
  readonly trail: ReadonlyArray<Crumb>
  /** The status moves, beside the title. */
  readonly headingActions: ReactNode
  /** The release's fields that are not edited here (status, client, publication time). */
  readonly meta: ReactNode
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
}

/**
 * An image put in the body: uploaded by the image machine; answers its URL for the editor, or fails
 * with the words staff also see in the error message the machine shows.
 */
const uploadImage = (actor: ActorRefFrom<PressReleaseImageMachine>, file: File) =>
  new Promise<string>((resolve, reject) => {
    actor.send({ type: 'image.upload', file, alt: file.name })
    if (!actor.getSnapshot().matches('uploading')) {
      reject(new Error(t.form.imageBusy))
      return
    }
    const watch = actor.subscribe((s) => {
      if (!s.matches('idle')) return
      watch.unsubscribe()
      const { uploaded, failure, quarantined } = s.context
      if (uploaded) resolve(uploaded.url)
      else reject(new Error(quarantined ? t.form.imageQuarantined : (failure ?? t.form.saveFailed)))
    })
  })

export const PressReleaseForm = ({ machine, imageMachine, lookups, title, trail, headingActions, meta, onSaved, onCancel, ...input }: PressReleaseFormProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const images = usePageActor(imageMachine)
  const { values } = form
  const media = lookups.media ?? []
  const mediaOptions = [
    { label: t.form.noMedium, value: '' },
    ...media.map((m) => ({ label: m.suspended ? `${m.name}（${mediaText.suspendedMedium}）` : m.name, value: m.id as string })),
  ]
  const known = new Set((lookups.tags ?? []).map((tag) => tag.id as string))
  const tagOptions = [
    ...(lookups.tags ?? []).map((tag) => ({ label: tag.name, value: tag.id as string })),
    ...values.tagIds.filter((id) => !known.has(id)).map((id) => ({ label: id, value: id })),
  ]

  return (
    <RecordFormFrame className="press-release-form-page" record={pressReleaseRecord} form={form} title={title} trail={trail} texts={t.form} onCancel={onCancel} headingActions={headingActions} intro={meta} section={t.form.section} noneLabel={t.none}
      widgets={{
        media: (w) => (
          <Dropdown inputId={w.id} value={w.value} options={mediaOptions} placeholder={t.form.noMedium} filter disabled={w.disabled} onChange={(e) => w.set(e.value as string)} />
        ),
        tags: (w) => (
          <MultiSelect
            inputId={w.id}
            value={[...(w.value as ReadonlyArray<string>)]}
            options={tagOptions}
            filter
            display="chip"
            placeholder={t.form.tagsPlaceholder}
            disabled={w.disabled}
            onChange={(e) => w.set(e.value as Array<string>)}
          />
        ),
        richText: (w) => (
          <RichTextField
            id={w.id}
            className="press-release-editor"
            label={pressReleaseRecord.label('body')}
            value={w.value as string}
            disabled={w.disabled}
            invalid={w.invalid}
            required={w.required}
            describedBy={w.describedBy}
            onChange={(html) => w.set(html)}
            uploadImage={(file) => uploadImage(images, file)}
          />
        ),
      }}
      after={
        <>
          <h3>{t.form.preview}</h3>
          <SafeHtml className="press-release-body" label={t.form.preview} html={values.body} />
        </>
      }
    />
  )
}
