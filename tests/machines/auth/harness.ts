/** Moved to tests/machines/support/model.ts (the harness of every machine); kept for older imports. */
export * from '../support/model'
