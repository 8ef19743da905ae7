/** A period filter of two Japanese calendar days (from / to; each bounds the other), applied on change. */
import { InputText } from 'primereact/inputtext'
import { orOmit } from './list-page.component'

export interface PeriodFilterProps {
  readonly id: string
  readonly fromLabel: string
  readonly toLabel: string
  readonly from: string | undefined
  readonly to: string | undefined
  readonly onChange: (patch: { readonly from?: string | undefined; readonly to?: string | undefined }) => void
}

export const PeriodFilter = ({ id, fromLabel, toLabel, from, to, onChange }: PeriodFilterProps) => (
  <>
    <div className="form-field">
      <label htmlFor={`${id}-from`} className="form-field__label">{fromLabel}</label>
      <InputText id={`${id}-from`} type="date" value={from ?? ''} max={to} onChange={(e) => onChange({ from: orOmit(e.target.value) })} />
    </div>
    <div className="form-field">
      <label htmlFor={`${id}-to`} className="form-field__label">{toLabel}</label>
      <InputText id={`${id}-to`} type="date" value={to ?? ''} min={from} onChange={(e) => onChange({ to: orOmit(e.target.value) })} />
    </div>
  </>
)
