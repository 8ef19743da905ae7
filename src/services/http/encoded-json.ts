/**
 * A JSON request body already encoded with its endpoint's body schema and serialised: the client
 * sends `text` as it is (no second encoding). Only for bodies whose parts were each encoded by the
 * endpoint's own schemas, such as the CSV import's rows (src/services/bulk.ops.ts): the browser's
 * main thread then does not walk thousands of rows again. `T` is the body's type, for the caller.
 */
export class EncodedJson<T = unknown> {
  declare readonly _body: T
  constructor(readonly text: string) {}
}
