/**
 * CSV import records (admin /imports): the console records each import when it ends (completed or
 * aborted), and the home dashboard lists those that left failed rows. Every operator (admin or
 * operator) records their own imports (the caller is the operator, never a body field) and sees
 * everyone's: the dashboard is the team's. The row counts must add up (400 naming the field).
 */
import type { Catalogue } from '#domain/catalogue'
import { callerOperatorId } from '../support/caller'
import { ApiFailure, type AreaHandlers } from '../support/handler'
import * as importRecords from './import-record.repository'
import { importRecords as importRecordsTable } from './import-record.table'
import { payloadId, recorded, type AuditedFor } from '../support/audit'

export const handlers = {
  'admin.imports.record': async ({ db, caller, body }) => {
    const operatorId = callerOperatorId(caller)
    if (body.committed + body.failed > body.total) {
      throw new ApiFailure(400, `total: 取り込んだ行（${body.committed}）と失敗した行（${body.failed}）の合計がファイルの行数（${body.total}）を超えています`)
    }
    if (body.failedRows.length > body.failed) {
      throw new ApiFailure(400, `failedRows: 失敗した行の数（${body.failed}）より多くの行が送られました（${body.failedRows.length}行）`)
    }
    return { payload: await importRecords.insert(db, operatorId, body), status: 201 }
  },
  'admin.imports.list': async ({ db, query }) => importRecords.search(db, query),
} satisfies AreaHandlers<Catalogue>

export const audited = {
  'admin.imports.record': {
    action: 'imports.record', targetType: 'importRecord',
    recorded: recorded(importRecordsTable, 'operator_id', 'kind', 'file_name', 'outcome', 'total', 'committed', 'failed'), created: payloadId,
  },
} satisfies AuditedFor<'admin.imports.record'>
