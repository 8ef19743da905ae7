/**
 * Reference data of a page (src/machines/lookups.machine.ts): what is loaded, and for each part
 * that failed, its error with 再読み込み where that data is needed.
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from './page-actor'
import type { LookupsMachine } from '../../machines/lookups.machine'
import { listText } from '../text/list.text'
import { RecordLoadError } from './record-page.component'

export const useLookups = <Data extends Record<string, unknown>>(machine: LookupsMachine<Data>) => {
  const actor = usePageActor(machine)
  return {
    data: useSelector(actor, (s) => s.context.data),
    errors: useSelector(actor, (s) => s.context.errors),
    retry: () => actor.send({ type: 'lookups.retry' }),
  }
}

export interface LookupErrorsProps {
  readonly lookups: { readonly errors: Readonly<Record<string, string | undefined>>; readonly retry: () => void }
  /** Which parts this place needs, with their names for staff. */
  readonly parts: Readonly<Record<string, string>>
}

/** One error line with 再読み込み for each failed part this place needs. */
export const LookupErrors = ({ lookups, parts }: LookupErrorsProps) => (
  <>
    {Object.entries(parts).map(([part, name]) =>
      lookups.errors[part] !== undefined ? (
        <RecordLoadError key={part} error={lookups.errors[part]} label={listText.lookupFailed(name)} retryLabel={listText.retry} onRetry={lookups.retry} />
      ) : null,
    )}
  </>
)
