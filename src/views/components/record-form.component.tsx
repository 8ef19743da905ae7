/**
 * A record's form fields, rendered from its declaration (src/domain/record.ts): each field its
 * `form` lists, in that order, with its label, 必須 mark, hint and messages, by the widget it
 * declares. The widgets that need a page's own machines (the organisation select, the lookups'
 * 所属区分 and expertise tree; a rich-text editor, tags, files, the doctor select, a client or medium
 * picker) are given by the page as `widgets`, and one the page does not give is not shown (its value
 * is sent as read); an expertise field, or one declared `section`, is a section of its own after the
 * main one, a rich-text field the main section's width below its other fields. Control ids are `<kind>-<field>` (`<kind>-<widget>` for the page's
 * widgets: `doctor-organization`), so labels, tests and drafts find them as before.
 */
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import type { ReactNode } from 'react'
import type { FieldDecl, Widget } from '../../domain/record'
import { FormField, PrefectureField, Section } from './entity-form.component'
import { EntityFormFrame, type EntityForm, type EntityFormFrameProps } from './entity-form-page.component'

/** What a page-given widget receives: the control's id and aria, the value and how to set it. */
export interface WidgetProps {
  readonly id: string
  readonly describedBy: string | undefined
  readonly value: unknown
  readonly disabled: boolean
  readonly invalid: boolean
  /** Marked 必須 (the control carries aria-required). */
  readonly required: boolean
  readonly set: (value: unknown) => void
}

type PageWidget = 'organization' | 'belongs' | 'expertise' | 'richText' | 'tags' | 'files' | 'doctor' | 'client' | 'media'

/** What the fields read of the page's form (`useEntityForm`): its values, messages, busy, and how a field is set. */
export interface RecordFormState {
  readonly values: object
  readonly errors: Readonly<Record<string, ReadonlyArray<string> | undefined>>
  readonly busy: boolean
  readonly set: (field: never, value: never) => void
}

export interface RecordFormFieldsProps {
  readonly record: { readonly kind: string; readonly fields: object; readonly form: ReadonlyArray<string> }
  /** The page's form (`useEntityForm(…)`). */
  readonly form: RecordFormState
  /** The main section's title. */
  readonly title: string
  /** 未設定 (a select's empty choice). */
  readonly noneLabel: string
  readonly widgets?: { readonly [W in PageWidget]?: (props: WidgetProps) => ReactNode }
  /** Shown before the main section (the page's own notes). */
  readonly children?: ReactNode
  /** Shown at the top of the main section, above its fields (the page's notes on them). */
  readonly lead?: ReactNode
  /** Fields shown but not editable here (one's own 権限 and 有効: the server refuses a change). */
  readonly fixed?: ReadonlyArray<string>
  /** Shown in the main section after its fields (a preview of the rich text). */
  readonly after?: ReactNode
}

export const RecordFormFields = ({ record, form, title, noneLabel, widgets = {}, children, lead, fixed = [], after }: RecordFormFieldsProps) => {
  const { values, errors, busy: formBusy, set: setField } = form
  const decls = record.fields as Readonly<Record<string, FieldDecl>>
  const value = (key: string) => (values as Readonly<Record<string, unknown>>)[key]
  // the form machine's `set` is typed by its values; the declaration lists exactly those keys
  const set = setField as unknown as (field: string, value: unknown) => void
  const field = (key: string): ReactNode => {
    // a field is disabled while the form is busy, and always where the page fixes it
    const busy = formBusy || fixed.includes(key)
    const decl = decls[key]!
    const widget: Widget = decl.form!.widget
    const id = widget.kind === 'organization' || widget.kind === 'belongs' ? `${record.kind}-${widget.kind}` : `${record.kind}-${key}`
    const errs = errors[key]
    const common = { id, label: decl.label, required: decl.form!.required === true, errors: errs }
    const hint = (widget.kind === 'text' || widget.kind === 'richText') && widget.hint ? { hint: widget.hint } : {}
    const wrap = (node: ReactNode) => (decl.wide ? <div key={key} className="is-wide">{node}</div> : <div key={key}>{node}</div>)
    switch (widget.kind) {
      case 'text':
        return wrap(
          <FormField {...common} {...hint}>
            {(aria) => (
              <InputText
                {...aria}
                type={widget.type ?? 'text'}
                autoComplete={widget.autoComplete ?? 'off'}
                value={value(key) as string}
                disabled={busy}
                onChange={(e) => set(key, e.target.value)}
              />
            )}
          </FormField>,
        )
      case 'textarea':
        return wrap(
          <FormField {...common}>
            {(aria) => <InputTextarea {...aria} rows={widget.rows ?? 4} value={value(key) as string} disabled={busy} onChange={(e) => set(key, e.target.value)} />}
          </FormField>,
        )
      case 'prefecture':
        return wrap(<PrefectureField id={id} label={decl.label} noneLabel={noneLabel} value={value(key) as string} errors={errs} disabled={busy} onChange={(v) => set(key, v)} />)
      case 'choice':
        return wrap(
          <FormField {...common}>
            {(aria) => (
              <Dropdown
                inputId={aria.id}
                aria-describedby={aria['aria-describedby']}
                value={value(key)}
                disabled={busy}
                options={Object.entries(widget.options).map(([v, label]) => ({ label, value: v }))}
                onChange={(e) => set(key, e.value as string)}
              />
            )}
          </FormField>,
        )
      case 'check':
        return wrap(
          <FormField {...common}>
            {(aria) => (
              <div className="expertise-option">
                <Checkbox inputId={aria.id} checked={value(key) === true} disabled={busy} onChange={(e) => set(key, e.checked === true)} />
                <label htmlFor={aria.id}>{widget.text}</label>
              </div>
            )}
          </FormField>,
        )
      case 'checkbox':
        return wrap(
          <FormField {...common}>
            {(aria) => <Checkbox inputId={aria.id} checked={value(key) === true} disabled={busy} onChange={(e) => set(key, e.checked === true)} />}
          </FormField>,
        )
      case 'organization':
      case 'belongs':
      case 'expertise':
      case 'richText':
      case 'tags':
      case 'files':
      case 'doctor':
      case 'client':
      case 'media': {
        const render = widgets[widget.kind]
        const props = (describedBy: string | undefined): WidgetProps => ({
          id,
          describedBy,
          value: value(key),
          disabled: busy,
          invalid: (errs?.length ?? 0) > 0,
          required: common.required,
          set: (v) => set(key, v),
        })
        if (!render) return null
        if (inSection(key)) return render(props(undefined))
        return wrap(<FormField {...common} {...hint}>{(aria) => render(props(aria['aria-describedby']))}</FormField>)
      }
    }
  }
  const inSection = (key: string) => decls[key]?.form?.widget.kind === 'expertise' || decls[key]?.section === true
  /** A rich-text editor takes the section's width, below the other fields. */
  const below = (key: string) => decls[key]?.form?.widget.kind === 'richText'
  return (
    <>
      {children}
      <Section title={title}>
        {lead}
        <div className="form-grid">{record.form.filter((key) => !inSection(key) && !below(key)).map(field)}</div>
        {record.form.filter(below).map(field)}
        {after}
      </Section>
      {record.form.filter(inSection).map((key) => {
        // a page widget the page does not give is not shown (its value is sent as read): nor is its section
        const node = field(key)
        return node === null ? null : (
          <Section key={key} title={decls[key]!.label}>
            {node}
          </Section>
        )
      })}
    </>
  )
}

export interface RecordFormFrameProps
  extends Omit<EntityFormFrameProps, 'form' | 'children' | 'fieldLabels'>,
    Omit<RecordFormFieldsProps, 'form' | 'title' | 'children' | 'record'> {
  /** The record's declaration (src/domain/<kind>.ts `<kind>Record`): its fields, and its labels for the edit conflict dialog. */
  readonly record: RecordFormFieldsProps['record'] & { readonly labels: Readonly<Record<string, string>> }
  /** The page's form (`useEntityForm(…)`). */
  readonly form: EntityForm & RecordFormState
  /** The main section's title. */
  readonly section: string
  /** Shown before the main section (the page's own notes). */
  readonly notes?: ReactNode
}

/**
 * A record's create / edit page: the form's frame (`EntityFormFrame`: heading, loading, errors, the
 * edit conflict dialog naming the fields by the record's labels, 保存 / キャンセル) around the fields
 * its declaration lists (`RecordFormFields`).
 */
export const RecordFormFrame = ({
  record, form, section, notes, className, title, trail, texts, onCancel, headingActions, intro, ...fields
}: RecordFormFrameProps) => (
  <EntityFormFrame className={className} form={form} title={title} trail={trail} texts={texts} onCancel={onCancel} headingActions={headingActions} intro={intro} fieldLabels={record.labels}>
    <RecordFormFields record={record} form={form} title={section} {...fields}>
      {notes}
    </RecordFormFields>
  </EntityFormFrame>
)
