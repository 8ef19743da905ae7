/**
 * /operator/new and /operator/{operatorId}/edit: the fields the record declares (src/domain/operator.ts
 * `operatorRecord`: e-mail, name, role, active). Only an admin gets the form (and its 保存); anyone
 * else reads why. On one's own form 権限 and 有効 are fixed (`selfFixedFields`), with the reason
 * (`selfRefusals`: the server refuses that change). The server enforces who may change what.
 */
import { Message } from 'primereact/message'
import type { OperatorId } from '../../domain/ids'
import { isSelf, operatorRecord, selfFixedFields, type Operator, type OperatorInput } from '../../domain/operator'
import type { EntityFormMachine } from '../../machines/entity-form.machine'
import type { OperatorFormValues } from './operator-form.machine'
import { PageHeading } from '../../views/components/page-heading.component'
import { RecordFormFrame } from '../../views/components/record-form.component'
import { formHeading, useEntityForm, type EntityFormPageProps } from '../../views/components/entity-form-page.component'
import { operatorText as t } from './operator.text'
import { WithSignedInOperator, type WithSignedInOperatorProps } from './signed-in-operator.component'

export interface OperatorFormPageProps extends EntityFormPageProps<OperatorFormValues, OperatorId>, WithSignedInOperatorProps {
  readonly machine: EntityFormMachine<OperatorFormValues, OperatorInput, Operator, OperatorId>
}

export const OperatorFormPage = ({ machine, signedInOperator, accountId, onSaved, onCancel, listLink, onDiscard, ...input }: OperatorFormPageProps) => {
  const form = useEntityForm(machine, input, onSaved)
  const { title, trail } = formHeading(form.creating, t, { listLink, onDiscard })
  // one's own record: 権限 and 有効 stay as they are (nobody demotes or deactivates themselves)
  const ownForm = (self: OperatorId | undefined) => !form.creating && isSelf(self, input.id)

  return (
    <WithSignedInOperator signedInOperator={signedInOperator} accountId={accountId}>
      {({ admin, notice, self }) =>
        !admin ? (
          <div className="operator-form-page">
            <PageHeading title={title} trail={trail} />
            {notice}
          </div>
        ) : (
          <RecordFormFrame className="operator-form-page" record={operatorRecord} form={form} title={title} trail={trail} texts={t} onCancel={onCancel} section={t.basics} noneLabel={t.none}
            fixed={ownForm(self) ? selfFixedFields : []}
            lead={
              <>
                <Message severity="info" text={form.creating ? `${t.rules} ${t.signInHint}` : t.rules} />
                {ownForm(self) ? <Message severity="info" className="operator-self-note" text={t.self.roleOrActive} /> : null}
              </>
            }
          />
        )
      }
    </WithSignedInOperator>
  )
}
