/**
 * A JSON request body already encoded with its endpoint's body schema and serialised to UTF-8:
 * the client sends `bytes` as they are (no second encoding). Only for bodies whose parts were each
 * encoded by the endpoint's own schemas, such as the CSV import's rows (src/services/bulk.ops.ts):
 * the browser's main thread then neither walks thousands of rows again nor converts a
 * megabyte-long string for `fetch`. `T` is the body's type, for the caller.
 */
export class EncodedJson<T = unknown> {
  declare readonly _body: T
  constructor(readonly bytes: Uint8Array) {}

  /** The JSON text (tests, logs). */
  get text(): string {
    return new TextDecoder().decode(this.bytes)
  }
}
