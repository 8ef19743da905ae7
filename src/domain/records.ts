/**
 * The inputs of the generic record workflows (src/machines/record.machine.ts,
 * src/machines/entity-form.machine.ts), shared with the services that carry them out.
 */

/** Save a form: create when `id` is absent, update otherwise. */
export interface SaveInput<Body, Id extends string = string> {
  readonly id?: Id
  /** The version of the record the form loaded (update only): the server refuses a stale one with 409. */
  readonly version?: number
  readonly body: Body
}

/** Carry out one of a record's actions (delete, freeze, suspend …). */
export interface RecordActionInput<Action extends string, Id extends string = string> {
  readonly id: Id
  readonly action: Action
}
