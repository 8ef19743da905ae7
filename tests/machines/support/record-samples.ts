/**
 * What the model of a configured record machine (`makeRecordMachine({ id, allows, … })` in a
 * wiring) needs besides the machine itself: the record's actions (the domain's own list: the
 * action type is erased at run time) and sample records, decoded by the domain's Schema from
 * the contract examples, that between them allow every action (and one that allows none).
 *
 * Keyed by the machine id. A record machine the wiring builds without an entry here fails
 * tests/machines/wiring-instances.test.ts, and so does an entry no wiring machine uses.
 */
import { Schema } from 'effect'
import { Account } from '@src/domain/account'
import { Client, clientActions } from '@src/domain/client'
import { Doctor, doctorActions } from '@src/domain/doctor'
import { Media, mediaActions } from '@src/domain/media'
import { Operator, operatorActions } from '@src/domain/operator'
import { Organization, organizationActions } from '@src/domain/organization'
import * as example from '../../contract/support/examples'

export interface RecordSamples {
  /** Every action of the record type (its domain list); empty for a machine that only shows. */
  readonly actions: ReadonlyArray<string>
  /** Records in the states that matter to the record's `allows`. */
  readonly records: ReadonlyArray<unknown>
}

const decode =
  (schema: Schema.Codec<unknown, unknown>) =>
  (wire: unknown): unknown =>
    Schema.decodeUnknownSync(schema)(wire)

export const recordSamples: Readonly<Record<string, RecordSamples>> = {
  doctorRecord: {
    actions: doctorActions,
    records: [
      example.doctor({ allowed: true, frozen: false }),
      example.doctor({ allowed: false, frozen: true }),
      // a deleted doctor allows nothing
      example.doctor({ deletedAt: example.at }),
    ].map(decode(Doctor)),
  },
  clientRecord: {
    actions: clientActions,
    records: [example.client({ suspended: false }), example.client({ suspended: true, suspendedAt: example.at })].map(decode(Client)),
  },
  mediaRecord: {
    actions: mediaActions,
    records: [example.media({ suspended: false }), example.media({ suspended: true, suspendedAt: example.at })].map(decode(Media)),
  },
  organizationRecord: { actions: organizationActions, records: [example.organization()].map(decode(Organization)) },
  operatorRecord: { actions: operatorActions, records: [example.operator()].map(decode(Operator)) },
  // the signed-in account: shown, never acted on
  sessionAccount: { actions: [], records: [example.account()].map(decode(Account)) },
  signedInOperator: { actions: [], records: [example.account({ role: 'admin' })].map(decode(Account)) },
}
