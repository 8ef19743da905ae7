/** /client/new and /client/{clientId}/edit. */
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Skeleton } from 'primereact/skeleton'
import { useEffect } from 'react'
import { prefectures } from '../../../domain/fields'
import type { ClientFormMachine, ClientFormValues } from '../../../machines/client-form.machine'
import { FormField, Section, ServerError } from '../../components/entity-form.component'
import { PageHeading } from '../../components/page-heading.component'
import { clientText as t } from '../../text/client.text'

export interface ClientFormPageProps {
  readonly machine: ClientFormMachine
  readonly clientId?: string
  readonly initial: ClientFormValues
  /** Input kept from before a re-sign-in (draft store). */
  readonly draft?: ClientFormValues | undefined
  readonly onSaved: (id: string) => void
  readonly onCancel: () => void
}

export const ClientFormPage = ({ machine, clientId, initial, draft, onSaved, onCancel }: ClientFormPageProps) => {
  const actor = useActorRef(machine, { input: { ...(clientId !== undefined ? { id: clientId } : {}), ...(draft !== undefined ? { draft } : {}), initial } })
  const values = useSelector(actor, (s) => s.context.values)
  const errors = useSelector(actor, (s) => s.context.errors)
  const serverError = useSelector(actor, (s) => s.context.serverError)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const savedId = useSelector(actor, (s) => (s.status === 'done' ? (s.output?.id ?? s.context.savedId) : undefined))
  useEffect(() => {
    if (savedId !== undefined) onSaved(savedId)
  }, [savedId, onSaved])

  const text = (name: Exclude<keyof ClientFormValues, 'prefecture'>, options: { required?: boolean; hint?: string; type?: string; wide?: boolean } = {}) => (
    <div className={options.wide ? 'is-wide' : undefined}>
      <FormField id={`client-${name}`} label={t.fields[name]} required={options.required ?? false} errors={errors[name]} {...(options.hint ? { hint: options.hint } : {})}>
        {(aria) => (
          <InputText {...aria} type={options.type ?? 'text'} autoComplete="off" value={values[name]} disabled={busy} onChange={(e) => actor.send({ type: 'field.change', name, value: e.target.value })} />
        )}
      </FormField>
    </div>
  )

  const title = clientId === undefined ? t.create : t.edit
  return (
    <div className="client-form-page">
      <PageHeading title={title} trail={[{ label: t.area, href: '/client', onNavigate: onCancel }, { label: title }]} />
      {loading ? <Skeleton height="20rem" /> : null}
      {loadFailed ? (
        <div>
          <ServerError title={t.loadFailed} message={serverError} />
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'load.retry' })} />
        </div>
      ) : null}
      {!loading && !loadFailed ? (
        <form noValidate onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'form.submit' }) }}>
          <ServerError title={t.saveFailed} message={serverError} />
          <Section title={t.detail}>
            <div className="form-grid">
              {text('email', { required: true, type: 'email' })}
              {text('companyName', { required: true })}
              {text('companyNameKana', { required: true, hint: '全角カタカナ' })}
              {text('department')}
              {text('contactName', { required: true })}
              {text('contactNameKana', { hint: '全角カタカナ' })}
              {text('phone', { type: 'tel', hint: '例: 03-1234-5678' })}
              {text('postalCode', { hint: '例: 100-0001' })}
              <FormField id="client-prefecture" label={t.fields.prefecture} errors={errors['prefecture']}>
                {(aria) => (
                  <Dropdown placeholder={t.none} inputId={aria.id} value={values.prefecture} filter disabled={busy}
                    options={[{ label: t.none, value: '' }, ...prefectures.map((p) => ({ label: p, value: p }))]}
                    onChange={(e) => actor.send({ type: 'field.change', name: 'prefecture', value: e.value as string })} />
                )}
              </FormField>
              {text('address', { wide: true })}
              {text('url', { type: 'url', hint: 'https://…', wide: true })}
            </div>
          </Section>
          <div className="form-actions">
            <Button type="button" label={t.cancel} text severity="secondary" disabled={busy} onClick={onCancel} />
            <Button type="submit" icon="pi pi-check" label={t.save} loading={busy} />
          </div>
        </form>
      ) : null}
    </div>
  )
}
