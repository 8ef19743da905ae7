/**
 * Building blocks of entity forms and detail pages: a labelled field with its Japanese
 * messages (aria-linked), a detail list, a section card and a page-level server error.
 */
import { Dropdown } from 'primereact/dropdown'
import { Message } from 'primereact/message'
import type { ReactNode } from 'react'
import { prefectures } from '../../domain/fields'
import './entity-form.component.css'

export interface FormFieldProps {
  readonly id: string
  readonly label: string
  readonly required?: boolean
  readonly errors?: ReadonlyArray<string> | undefined
  readonly hint?: string
  /** Render the control; receives the aria attributes to spread on it. */
  readonly children: (aria: {
    readonly id: string
    readonly 'aria-invalid': boolean
    readonly 'aria-required': boolean
    readonly 'aria-describedby'?: string
  }) => ReactNode
}

export const FormField = ({ id, label, required = false, errors, hint, children }: FormFieldProps) => {
  const hasErrors = (errors?.length ?? 0) > 0
  const describedBy = [hasErrors ? `${id}-errors` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ')
  return (
    <div className={`form-field${hasErrors ? ' has-errors' : ''}`}>
      <div className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        {/* Shown next to the label, not inside it: the control carries aria-required instead. */}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            必須
          </span>
        ) : null}
      </div>
      {children({ id, 'aria-invalid': hasErrors, 'aria-required': required, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? <small id={`${id}-hint`} className="form-field__hint">{hint}</small> : null}
      {hasErrors ? (
        <ul id={`${id}-errors`} className="form-field__errors" role="alert">
          {errors!.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export interface DetailItem {
  readonly label: string
  readonly value: ReactNode
  readonly wide?: boolean
}

export const DetailList = ({ items }: { readonly items: ReadonlyArray<DetailItem> }) => (
  <dl className="detail-list">
    {items.map((item) => (
      <div key={item.label} className={`detail-list__item${item.wide ? ' is-wide' : ''}`}>
        <dt>{item.label}</dt>
        <dd>{item.value}</dd>
      </div>
    ))}
  </dl>
)

export const Section = ({ title, children, actions }: { readonly title: string; readonly children: ReactNode; readonly actions?: ReactNode }) => (
  <section className="entity-section">
    <header className="entity-section__head">
      <h2>{title}</h2>
      {actions ? <div className="entity-section__actions">{actions}</div> : null}
    </header>
    <div className="entity-section__body">{children}</div>
  </section>
)

export const ServerError = ({ title, message }: { readonly title: string; readonly message?: string | undefined }) =>
  message ? <Message severity="error" className="server-error" text={`${title}: ${message}`} /> : null

const prefectureOptions = prefectures.map((p) => ({ label: p, value: p }))

/** A form's 都道府県 select: 未設定 (empty) first, then the 47 prefectures; type to narrow. */
export const PrefectureField = ({ id, label, noneLabel, value, errors, disabled, onChange }: {
  readonly id: string
  readonly label: string
  readonly noneLabel: string
  readonly value: string
  readonly errors?: ReadonlyArray<string> | undefined
  readonly disabled: boolean
  readonly onChange: (value: string) => void
}) => (
  <FormField id={id} label={label} errors={errors}>
    {(aria) => (
      <Dropdown
        placeholder={noneLabel}
        inputId={aria.id}
        aria-describedby={aria['aria-describedby']}
        value={value}
        options={[{ label: noneLabel, value: '' }, ...prefectureOptions]}
        filter
        disabled={disabled}
        onChange={(e) => onChange(e.value as string)}
      />
    )}
  </FormField>
)
