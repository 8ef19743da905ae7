/**
 * CSV import records (admin /imports): the console records each import when it ends (completed or
 * aborted), and the home dashboard lists those that left failed rows. Every operator (admin or
 * operator) records their own imports (the caller is the operator, never a body field) and sees
 * everyone's: the dashboard is the team's. The row counts must add up (400 naming the field).
 *
 * The CSV 一括更新 (admin /imports/updates: src/domain/csv-update.ts) keeps its file, preview and
 * state in this area's tables; its check and apply are csv-update.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { callerOperatorId } from '../support/caller'
import { ApiFailure, type AreaHandlers } from '../support/handler'
import * as importRecords from './import-record.repository'
import { applyBatchRows } from '#domain/csv-update'
import { defaultLimit } from '#domain/fields'
import { applyLine, checkAll, headerPlan, recordIdOf, type CsvUpdateTargets } from './csv-update'
import * as updates from './csv-update.repository'
import type { Db } from '../../db/db'

/** The job and the plan of its header (the kind's columns). */
const jobOf = async (targets: CsvUpdateTargets, db: Db, id: string) => {
  const job = await updates.jobRow(db, id)
  const target = targets[job.kind]
  return { job, target, plan: headerPlan(target, job.header) }
}

const refuseUnless = (status: string, allowed: ReadonlyArray<string>, what: string) => {
  if (!allowed.includes(status)) throw new ApiFailure(409, `この一括更新は${statusWords[status] ?? status}のため、${what}できません`)
}
const statusWords: Readonly<Record<string, string>> = { uploading: 'アップロード中', checked: '確認済み', applying: '実行中', done: '実行済み', aborted: '中止済み' }
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

/**
 * The CSV 一括更新's calls, given each kind's target (its area's `csvUpdate`): the list of areas
 * (server/src/areas/index.ts) hands them over, so this area imports none of the record areas.
 */
export const csvUpdateHandlers = (targets: CsvUpdateTargets) =>
  ({
    'admin.imports.updateCreate': async ({ db, caller, body }) => {
      const operatorId = callerOperatorId(caller)
      headerPlan(targets[body.kind], body.header) // 400 naming the column the header lacks
      return { payload: await updates.create(db, operatorId, body), status: 201 }
    },
    'admin.imports.updateRows': async ({ db, params, body }) => {
      const { job, plan } = await jobOf(targets, db, params.csvUpdateID)
      refuseUnless(job.status, ['uploading'], '行を追加')
      await updates.addRows(db, job.id, body.rows.map((r) => ({ line: r.line, cells: r.cells, recordId: recordIdOf(plan, r.cells) })))
      return { payload: await updates.find(db, job.id) }
    },
    'admin.imports.updateCheck': async ({ db, params }) => {
      const { job, target, plan } = await jobOf(targets, db, params.csvUpdateID)
      refuseUnless(job.status, ['uploading', 'checked'], '確認')
      if (await updates.anyApplied(db, job.id)) throw new ApiFailure(409, 'この一括更新はすでに実行が始まっているため、確認し直せません')
      await checkAll(db, target, plan, job.id)
      await updates.setStatus(db, job.id, 'checked')
      return { payload: await updates.find(db, job.id) }
    },
    'admin.imports.updatePreview': async ({ db, params, query }) => {
      const job = await updates.jobRow(db, params.csvUpdateID)
      return updates.page(db, job.id, query.status, query.cursor, query.limit ?? defaultLimit)
    },
    'admin.imports.updateApply': async ({ db, caller, params }) => {
      const { job, target } = await jobOf(targets, db, params.csvUpdateID)
      refuseUnless(job.status, ['checked', 'applying', 'done'], '実行')
      if (job.status === 'checked') await updates.setStatus(db, job.id, 'applying')
      for (const line of await updates.pendingLines(db, job.id, applyBatchRows)) await applyLine(db, caller, target, { id: job.id, fileName: job.file_name }, line)
      const after = await updates.find(db, job.id)
      if (after.counts.change === 0 && after.status === 'applying') await updates.setStatus(db, job.id, 'done')
      return { payload: await updates.find(db, job.id) }
    },
    'admin.imports.updateAbort': async ({ db, params }) => {
      const { job } = await jobOf(targets, db, params.csvUpdateID)
      refuseUnless(job.status, ['uploading', 'checked', 'applying', 'aborted'], '中止')
      await updates.skipPending(db, job.id, { column: null, text: '中止したため更新しませんでした' })
      await updates.setStatus(db, job.id, 'aborted')
      return { payload: await updates.find(db, job.id) }
    },
  }) satisfies AreaHandlers<Catalogue>

export const audited = {
  'admin.imports.record': {
    action: 'imports.record', targetType: 'importRecord',
    recorded: recorded(importRecordsTable, 'operator_id', 'kind', 'file_name', 'outcome', 'total', 'committed', 'failed'), created: payloadId,
  },
} satisfies AuditedFor<'admin.imports.record'>
