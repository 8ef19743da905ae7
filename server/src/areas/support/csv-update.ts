/**
 * What the CSV 一括更新 (the import area: server/src/areas/import-record) needs of a kind of record,
 * handed over by the kind's area from its public face: its declaration (the CSV columns, which of
 * them may be updated, their cells), the records the file names, and the record's own update (the
 * same rules as the single-record form's save: version, references, unique e-mail).
 */
import type { AuditAction, AuditTargetType } from '#domain/audit'
import type { ImportKind } from '#domain/csv-import'
import type { CsvDecl } from '#domain/record'
import type { Db } from '../../db/db'
import type { Recorded } from './audit'

export interface CsvUpdateTarget {
  readonly kind: ImportKind
  /** The record's name in messages (医師). */
  readonly noun: string
  readonly csv: {
    /** The template's headers (the export's after ID and バージョン). */
    readonly template: ReadonlyArray<string>
    /** The headers a CSV update may change. */
    readonly updatable: ReadonlyArray<string>
    readonly fieldOf: Readonly<Record<string, string>>
    readonly cellOf: Readonly<Record<string, CsvDecl>>
    /** A record's export row: ID, バージョン, then the template's cells. */
    readonly row: (record: never) => ReadonlyArray<string>
  }
  /** The input's fields (what an update sends, besides the version). */
  readonly inputFields: ReadonlyArray<string>
  /** The records by id, deleted ones marked. */
  readonly current: (db: Db, ids: ReadonlyArray<string>) => Promise<ReadonlyMap<string, { readonly record: Readonly<Record<string, unknown>>; readonly deleted: boolean }>>
  /** The record's update at the version read: throws `ApiFailure` (409 on a moved version, 4xx on its rules). */
  readonly update: (tx: Db, id: string, input: Readonly<Record<string, unknown>> & { readonly version: number }) => Promise<void>
  /** How the 履歴 records the update (the same entry as the form's save). */
  readonly audit: { readonly action: AuditAction; readonly targetType: AuditTargetType; readonly recorded: Recorded }
}
