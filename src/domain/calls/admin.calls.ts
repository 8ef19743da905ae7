/** The admin API, under /api/v1/admin (SPEC 7). Access `operator`; operator management `admin`. */
import { Schema } from 'effect'
import { AuditCurrent, AuditCurrentQuery, AuditLogEntry, AuditLogSearch, RevertQuery } from '../audit'
import { BatchParams, Batch, BatchUndoResult, BulkEditRequest, BulkEditResult } from '../batch'
import { BulkRequest, BulkResult } from '../bulk'
import { Client, ClientInput, ClientSearch, ClientSuspendPatch } from '../client'
import { ConsoleSearchQuery, ConsoleSearchResult } from '../console-search'
import { Doctor, DoctorInput, DoctorSearch, DoctorStatusPatch, DoctorUpdate } from '../doctor'
import { endpoint } from '../endpoint'
import { Deleted, Health } from '../fields'
import { ClientId, DoctorId, ManuscriptId, MediaId, OperatorId, OrganizationId, SavedViewId } from '../ids'
import { CsvUpdateCreate, CsvUpdateJob, CsvUpdateRow, CsvUpdateRowsInput, CsvUpdateRowsQuery } from '../csv-update'
import { ImportRecord, ImportRecordInput, ImportRecordQuery } from '../import-record'
import { LiveEvent, LiveEventsQuery, PresenceBeat, PresenceList } from '../live'
import { Manuscript, ManuscriptHoldInfo, ManuscriptStatusPatch } from '../manuscript'
import { Media, MediaSuspendPatch } from '../media'
import { Notification, NotificationQuery } from '../notification'
import { Operator, OperatorInput, OperatorQuery, OperatorUpdate } from '../operator'
import { Organization, OrganizationInput, OrganizationSearch, OrganizationUpdate } from '../organization'
import { AmazonGiftHistorySearch, GiftExchange, MpGrantEntry, MpGrantInput, MpGrantResult, MpGrantSearch } from '../points'
import { PressRelease, PressReleaseQuery, PressReleaseStatusPatch, PressReleaseUpdate } from '../press-release'
import { Recommend, RecommendInput, RecommendQuery } from '../recommend'
import { UsageReportQuery } from '../report'
import { SavedView, SavedViewInput, SavedViewQuery } from '../saved-view'
import {
  ClientParams, CsvUpdateParams, DoctorParams, ManuscriptParams, MediaParams, OperatorParams, OrganizationParams, PressReleaseParams,
  RecommendParams, SavedViewParams,
} from './params'
import { trashCalls } from './trash.calls'

const a = 'admin' as const

export const adminCalls = [
  endpoint({ name: 'admin.health.check', group: a, method: 'GET', path: '/health_check', payload: Health, access: 'public', summary: 'Health check' }),

  // Audit log (role admin)
  endpoint({ name: 'admin.auditLogs.search', group: a, method: 'POST', path: '/audit_logs/search', body: AuditLogSearch, payload: AuditLogEntry, shape: 'list', access: 'operator', summary: 'Search the audit log (who did what to which object, before/after, reason), newest first: admins all of it; an operator one record\'s history (targetType and targetId of a record kind)' }),
  endpoint({ name: 'admin.auditLogs.current', group: a, method: 'GET', path: '/audit_logs/current', query: AuditCurrentQuery, payload: AuditCurrent, access: 'operator', summary: 'One record\'s recorded fields as they are now, named as in its history (what a revert\'s confirmation shows as the current value): any operator, for a record kind with a history' }),

  // Batches: a bulk edit, a CSV update or an undo, recorded as one (docs/architecture.md "Batches")
  endpoint({ name: 'admin.batches.get', group: a, method: 'GET', path: '/batches/{batchID}', params: BatchParams, payload: Batch, access: 'operator', summary: 'One batch: who, when, what (bulk edit of a field, CSV update of a file, undo), its counts and whether it was undone' }),
  endpoint({ name: 'admin.batches.undo', group: a, method: 'POST', path: '/batches/{batchID}/undo', params: BatchParams, payload: BatchUndoResult, access: 'operator', summary: 'Undo a batch: every record set back to its values before, except the records changed since (listed); recorded as a batch itself (409 when already undone)' }),

  // Clients
  endpoint({ name: 'admin.clients.delete', group: a, method: 'DELETE', path: '/clients/{clientID}', params: ClientParams, payload: Deleted(ClientId), access: 'operator', summary: 'Delete a client' }),
  endpoint({ name: 'admin.clients.suspend', group: a, method: 'PATCH', path: '/clients/{clientID}', params: ClientParams, body: ClientSuspendPatch, payload: Client, access: 'operator', summary: 'Suspend or resume a client' }),
  endpoint({ name: 'admin.clients.create', group: a, method: 'POST', path: '/clients/', body: ClientInput, payload: Client, access: 'operator', summary: 'Create a client' }),
  endpoint({ name: 'admin.clients.bulkRegister', group: a, method: 'POST', path: '/clients/bulk_registers', body: BulkRequest(ClientInput), payload: BulkResult(ClientId), access: 'operator', summary: 'Register a batch of CSV rows (idempotent per importKey)' }),
  endpoint({ name: 'admin.clients.bulkEdit', group: a, method: 'POST', path: '/clients/bulk_edit', body: BulkEditRequest, payload: BulkEditResult, access: 'operator', summary: 'Set one bulk-editable field of many clients, each at the version read (a moved version is not written), as one batch' }),
  endpoint({ name: 'admin.clients.search', group: a, method: 'POST', path: '/clients/search', body: ClientSearch, payload: Client, shape: 'list', access: 'operator', summary: 'Search clients' }),

  // Doctors
  endpoint({ name: 'admin.doctors.delete', group: a, method: 'DELETE', path: '/doctors/{doctorID}', params: DoctorParams, payload: Deleted(DoctorId), access: 'operator', summary: 'Delete a doctor (soft delete)' }),
  endpoint({ name: 'admin.doctors.create', group: a, method: 'POST', path: '/doctors/', body: DoctorInput, payload: Doctor, access: 'operator', summary: 'Create a doctor' }),
  endpoint({ name: 'admin.doctors.bulkRegister', group: a, method: 'POST', path: '/doctors/bulk_registers', body: BulkRequest(DoctorInput), payload: BulkResult(DoctorId), access: 'operator', summary: 'Register a batch of CSV rows (idempotent per importKey)' }),
  endpoint({ name: 'admin.doctors.bulkEdit', group: a, method: 'POST', path: '/doctors/bulk_edit', body: BulkEditRequest, payload: BulkEditResult, access: 'operator', summary: 'Set one bulk-editable field of many doctors, each at the version read (a moved version is not written), as one batch' }),
  endpoint({ name: 'admin.doctors.search', group: a, method: 'POST', path: '/doctors/search', body: DoctorSearch, payload: Doctor, shape: 'list', access: 'operator', summary: 'Search doctors' }),
  endpoint({ name: 'admin.doctors.update', group: a, method: 'PUT', path: '/doctors/{doctorID}', params: DoctorParams, query: RevertQuery, body: DoctorUpdate, payload: Doctor, access: 'operator', summary: 'Update a doctor (409 when `version` is stale)' }),
  endpoint({ name: 'admin.doctors.setStatus', group: a, method: 'PATCH', path: '/doctors/{doctorID}/doctor', params: DoctorParams, body: DoctorStatusPatch, payload: Doctor, access: 'operator', summary: 'Approve / disapprove, freeze / unfreeze a doctor' }),

  // Histories
  endpoint({ name: 'admin.histories.amazonGifts', group: a, method: 'POST', path: '/histories/amazon_gifts', body: AmazonGiftHistorySearch, payload: GiftExchange, shape: 'list', access: 'operator', summary: 'Search the Amazon gift exchange history' }),

  // Manuscripts
  endpoint({ name: 'admin.manuscripts.delete', group: a, method: 'DELETE', path: '/manuscripts/{manuscriptID}', params: ManuscriptParams, payload: Deleted(ManuscriptId), access: 'operator', summary: 'Delete a manuscript' }),
  endpoint({ name: 'admin.manuscripts.setStatus', group: a, method: 'PATCH', path: '/manuscripts/{manuscriptID}', params: ManuscriptParams, body: ManuscriptStatusPatch, payload: Manuscript, access: 'operator', summary: 'Move a manuscript to another status (allowed moves only)' }),
  endpoint({ name: 'admin.manuscripts.hold', group: a, method: 'GET', path: '/manuscripts/{manuscriptID}/hold', params: ManuscriptParams, payload: ManuscriptHoldInfo, access: 'operator', summary: 'Hold state and history of a manuscript' }),

  // Media
  endpoint({ name: 'admin.medium.delete', group: a, method: 'DELETE', path: '/medium/{mediaID}', params: MediaParams, payload: Deleted(MediaId), access: 'operator', summary: 'Delete a medium' }),
  endpoint({ name: 'admin.medium.suspend', group: a, method: 'PATCH', path: '/medium/{mediaID}', params: MediaParams, body: MediaSuspendPatch, payload: Media, access: 'operator', summary: 'Suspend or resume a medium' }),

  // MP
  endpoint({ name: 'admin.mp.grant', group: a, method: 'PATCH', path: '/mp/mp', body: MpGrantInput, payload: MpGrantResult, access: 'operator', summary: 'Grant (or take back) MP to doctors; never below zero' }),
  endpoint({ name: 'admin.mp.grants', group: a, method: 'POST', path: '/mp/grants/search', body: MpGrantSearch, payload: MpGrantEntry, shape: 'list', access: 'operator', summary: 'Search the grant ledger: who granted how much MP to whom, when and why' }),

  // Notifications
  endpoint({ name: 'admin.notifications.list', group: a, method: 'GET', path: '/notifications/', query: NotificationQuery, payload: Notification, shape: 'list', access: 'operator', summary: "Operators' notification feed" }),

  // Operators (role admin)
  endpoint({ name: 'admin.operators.delete', group: a, method: 'DELETE', path: '/operators/{operatorID}', params: OperatorParams, payload: Deleted(OperatorId), access: 'admin', summary: 'Delete an operator (never the last active admin)' }),
  endpoint({ name: 'admin.operators.list', group: a, method: 'GET', path: '/operators/', query: OperatorQuery, payload: Operator, shape: 'list', access: 'admin', summary: 'List operators' }),
  endpoint({ name: 'admin.operators.get', group: a, method: 'GET', path: '/operators/{operatorID}', params: OperatorParams, payload: Operator, access: 'admin', summary: 'Get one operator' }),
  endpoint({ name: 'admin.operators.create', group: a, method: 'POST', path: '/operators/', body: OperatorInput, payload: Operator, access: 'admin', summary: 'Create an operator' }),
  endpoint({ name: 'admin.operators.update', group: a, method: 'PUT', path: '/operators/{operatorID}', params: OperatorParams, query: RevertQuery, body: OperatorUpdate, payload: Operator, access: 'admin', summary: 'Update an operator (409 when `version` is stale)' }),

  // Organizations
  endpoint({ name: 'admin.organizations.delete', group: a, method: 'DELETE', path: '/organizations/{organizationID}', params: OrganizationParams, payload: Deleted(OrganizationId), access: 'operator', summary: 'Delete an organisation with no doctors' }),
  endpoint({ name: 'admin.organizations.create', group: a, method: 'POST', path: '/organizations/', body: OrganizationInput, payload: Organization, access: 'operator', summary: 'Create an organisation' }),
  endpoint({ name: 'admin.organizations.bulkInsert', group: a, method: 'POST', path: '/organizations/bulk_insert', body: BulkRequest(OrganizationInput), payload: BulkResult(OrganizationId), access: 'operator', summary: 'Create a batch of organisations (idempotent per importKey)' }),
  endpoint({ name: 'admin.organizations.bulkEdit', group: a, method: 'POST', path: '/organizations/bulk_edit', body: BulkEditRequest, payload: BulkEditResult, access: 'operator', summary: 'Set one bulk-editable field of many organisations, each at the version read (a moved version is not written), as one batch' }),
  endpoint({ name: 'admin.organizations.search', group: a, method: 'POST', path: '/organizations/search', body: OrganizationSearch, payload: Organization, shape: 'list', access: 'operator', summary: 'Search organisations' }),
  endpoint({ name: 'admin.organizations.update', group: a, method: 'PUT', path: '/organizations/{organizationID}', params: OrganizationParams, query: RevertQuery, body: OrganizationUpdate, payload: Organization, access: 'operator', summary: 'Update an organisation (409 when `version` is stale)' }),

  // Press releases
  endpoint({ name: 'admin.pressReleases.list', group: a, method: 'GET', path: '/pressReleases/', query: PressReleaseQuery, payload: PressRelease, shape: 'list', access: 'operator', summary: 'List press releases (filter by status)' }),
  endpoint({ name: 'admin.pressReleases.get', group: a, method: 'GET', path: '/pressReleases/{pressReleaseID}', params: PressReleaseParams, payload: PressRelease, access: 'operator', summary: 'Get one press release' }),
  endpoint({ name: 'admin.pressReleases.setStatus', group: a, method: 'PATCH', path: '/pressReleases/{pressReleaseID}', params: PressReleaseParams, body: PressReleaseStatusPatch, payload: PressRelease, access: 'operator', summary: 'Change the status (allowed moves only)' }),
  endpoint({ name: 'admin.pressReleases.update', group: a, method: 'PUT', path: '/pressReleases/{pressReleaseID}', params: PressReleaseParams, query: RevertQuery, body: PressReleaseUpdate, payload: PressRelease, access: 'operator', summary: 'Edit a press release (409 when `version` is stale)' }),

  // Recommends
  endpoint({ name: 'admin.recommends.list', group: a, method: 'GET', path: '/recommends/', query: RecommendQuery, payload: Recommend, shape: 'list', access: 'operator', summary: 'List recommend slots' }),
  endpoint({ name: 'admin.recommends.get', group: a, method: 'GET', path: '/recommends/{recommendID}', params: RecommendParams, payload: Recommend, access: 'operator', summary: 'Get one recommend slot' }),
  endpoint({ name: 'admin.recommends.update', group: a, method: 'PUT', path: '/recommends/{recommendID}', params: RecommendParams, body: RecommendInput, payload: Recommend, access: 'operator', summary: 'Update a recommend slot' }),

  // The console search (Ctrl+K): every area at once
  endpoint({ name: 'admin.search.query', group: a, method: 'GET', path: '/search', query: ConsoleSearchQuery, payload: ConsoleSearchResult, access: 'operator', summary: 'Search every area at once (Ctrl+K): the top 5 live records of doctors, clients, organisations, manuscripts, press releases, media and expertise nodes (operators: admins only), the text folded as the lists fold it; `#123` the record with that id' }),

  // Saved views (the signed-in operator's own; another operator's is 404)
  endpoint({ name: 'admin.savedViews.list', group: a, method: 'GET', path: '/saved_views', query: SavedViewQuery, payload: SavedView, shape: 'list', access: 'operator', summary: "The signed-in operator's saved views of one list, by name" }),
  endpoint({ name: 'admin.savedViews.create', group: a, method: 'POST', path: '/saved_views', body: SavedViewInput, payload: SavedView, access: 'operator', summary: 'Save a named filter + sort + hidden columns of a list for the signed-in operator (same list and name: replaced)' }),
  endpoint({ name: 'admin.savedViews.delete', group: a, method: 'DELETE', path: '/saved_views/{savedViewID}', params: SavedViewParams, payload: Deleted(SavedViewId), access: 'operator', summary: "Delete one of the signed-in operator's saved views" }),

  // CSV import records (the home dashboard's imports that left failed rows)
  endpoint({ name: 'admin.imports.record', group: a, method: 'POST', path: '/imports', body: ImportRecordInput, payload: ImportRecord, access: 'operator', summary: 'Record a finished CSV import (kind, file, totals, the failed rows: at most 1,000) for the signed-in operator' }),
  endpoint({ name: 'admin.imports.list', group: a, method: 'GET', path: '/imports', query: ImportRecordQuery, payload: ImportRecord, shape: 'list', access: 'operator', summary: "Recorded CSV imports, newest first (failed=true: only those that left failed rows; from: a JST day on)" }),
  // CSV 一括更新 (src/domain/csv-update.ts): the file, its preview and its commit live in the database
  endpoint({ name: 'admin.imports.updateCreate', group: a, method: 'POST', path: '/imports/updates', body: CsvUpdateCreate, payload: CsvUpdateJob, access: 'operator', summary: 'Start a CSV update by ID (kind, file name, encoding, header): 400 naming the header when it lacks ID or バージョン' }),
  endpoint({ name: 'admin.imports.updateRows', group: a, method: 'POST', path: '/imports/updates/{csvUpdateID}/rows', params: CsvUpdateParams, body: CsvUpdateRowsInput, payload: CsvUpdateJob, access: 'operator', summary: 'Upload up to 5,000 rows of the file (a line sent again is kept once)' }),
  endpoint({ name: 'admin.imports.updateCheck', group: a, method: 'POST', path: '/imports/updates/{csvUpdateID}/check', params: CsvUpdateParams, payload: CsvUpdateJob, access: 'operator', summary: 'Check the whole file against the records (writes no record): counts of change, same, error, stale' }),
  endpoint({ name: 'admin.imports.updatePreview', group: a, method: 'GET', path: '/imports/updates/{csvUpdateID}/rows', params: CsvUpdateParams, query: CsvUpdateRowsQuery, payload: CsvUpdateRow, shape: 'list', access: 'operator', summary: 'The rows of one state in file order, paged: changed cells (現在値 → 新値), errors with their cells' }),
  endpoint({ name: 'admin.imports.updateApply', group: a, method: 'POST', path: '/imports/updates/{csvUpdateID}/apply', params: CsvUpdateParams, payload: CsvUpdateJob, access: 'operator', summary: 'Apply the next batch of changed rows (each version-checked, one transaction per row; idempotent)' }),
  endpoint({ name: 'admin.imports.updateAbort', group: a, method: 'POST', path: '/imports/updates/{csvUpdateID}/abort', params: CsvUpdateParams, payload: CsvUpdateJob, access: 'operator', summary: '中止: the rows not applied yet are left untouched (skipped)' }),

  // Presence and live updates (docs/live.md)
  endpoint({ name: 'admin.live.events', group: a, method: 'GET', path: '/live/events', query: LiveEventsQuery, payload: LiveEvent, shape: 'stream', access: 'operator', background: true, summary: 'Server-Sent Events: changes saved by other operators and who is on which record (admin-only areas to admins only)' }),
  endpoint({ name: 'admin.presence.beat', group: a, method: 'POST', path: '/live/presence', body: PresenceBeat, payload: PresenceList, access: 'operator', background: true, summary: "This tab is on a record (viewing or editing; every 10 s, gone 30 s after the last) or has left it; answers who is on it" }),

  // ゴミ箱: each kind's deleted records and their restore, as limited as its delete
  ...trashCalls('doctors', DoctorParams, DoctorId, 'doctorID', 'operator', 'doctors'),
  ...trashCalls('clients', ClientParams, ClientId, 'clientID', 'operator', 'clients'),
  ...trashCalls('manuscripts', ManuscriptParams, ManuscriptId, 'manuscriptID', 'operator', 'manuscripts'),
  ...trashCalls('medium', MediaParams, MediaId, 'mediaID', 'operator', 'media'),
  ...trashCalls('organizations', OrganizationParams, OrganizationId, 'organizationID', 'operator', 'organisations'),

  // Reports
  endpoint({ name: 'admin.reports.usageReport', group: a, method: 'GET', path: '/reports/usage_report', query: UsageReportQuery, payload: Schema.String, shape: 'csv', access: 'operator', summary: 'Usage report download (CSV, UTF-8 with BOM)' }),
] as const
