/**
 * The edit form of a release in editing (`pressReleaseEditable`): title, body as rich text
 * (PrimeReact Editor over Quill, loaded with this page only), tags and medium, with a live
 * preview of the body as it will be shown (sanitised). A failed save keeps every input
 * (entity-form machine). The Editor is only ever given sanitised HTML: it parses its value into
 * a live-document element, where an `<img onerror>` would run. The fields, their order and labels
 * are the record's (`pressReleaseRecord`, src/domain/press-release.ts); this page gives the widgets
 * that need its lookups: the medium picker, the tags and the editor.
 */
import { Dropdown } from 'primereact/dropdown'
import { Editor } from 'primereact/editor'
import { MultiSelect } from 'primereact/multiselect'
import { useMemo, type ReactNode } from 'react'
import type { PressReleaseId } from '../../domain/ids'
import { pressReleaseRecord, type PressRelease, type PressReleaseFormLookups, type PressReleaseInput } from '../../domain/press-release'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { PressReleaseFormValues } from './press-release-form.machine'
import type { Crumb } from '../../views/components/page-heading.component'
import { useEntityForm, type EntityFormInputProps } from '../../views/components/entity-form-page.component'
import { RecordFormFrame } from '../../views/components/record-form.component'
import { SafeHtml, sanitizeHtml } from '../../views/components/safe-html.component'
import { mediaText } from './media.text'
import { pressReleaseText as t } from './press-release.text'

/**
 * The formats the body may hold: PrimeReact's default toolbar without video and formula, the two
 * embeds quill 2.0.3's HTML export writes unescaped (GHSA-v3m3-f69x-jf25; docs/dependencies.md).
 * Quill's own copy handler uses that export, so a pasted video embed never becomes one here.
 */
const editorFormats = ['header', 'font', 'bold', 'italic', 'underline', 'color', 'background', 'list', 'align', 'link', 'image', 'code-block']

export interface PressReleaseFormProps extends EntityFormInputProps<PressReleaseFormValues, PressReleaseId> {
  readonly machine: EntityFormMachine<PressReleaseFormValues, PressReleaseInput, PressRelease, PressReleaseId>
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

/** The rich-text editor's accessible name (Quill's editable root has none of its own). */
const labelEditor = (root: HTMLElement) => {
  root.setAttribute('role', 'textbox')
  root.setAttribute('aria-multiline', 'true')
  root.setAttribute('aria-label', pressReleaseRecord.label('body'))
}

export const PressReleaseForm = ({ machine, lookups, title, trail, headingActions, meta, onSaved, onCancel, ...input }: PressReleaseFormProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const { values } = form
  const editorValue = useMemo(() => sanitizeHtml(values.body), [values.body])
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
          <Editor
            id={w.id}
            className="press-release-editor"
            value={editorValue}
            readOnly={w.disabled}
            style={{ height: '16rem' }}
            formats={editorFormats}
            onLoad={(quill: { root: HTMLElement }) => labelEditor(quill.root)}
            onTextChange={(e) => {
              if (e.source === 'user') w.set(e.htmlValue ?? '')
            }}
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
