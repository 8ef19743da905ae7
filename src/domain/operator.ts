/** Operators (管理者): the staff who use this console. Only role `admin` manages operators. */
import { Schema } from 'effect'
import { Email, LiteralsWithMessage, QueryBoolean, RequiredText, normalizeEmail, normalizeText, pageQueryFields, sortFields, timestamps, versioned, Versioned } from './fields'
import { AccountId, OperatorId } from './ids'
import { listQueryFields } from './list-query'
import { defineRecord } from './record'

export const operatorRoles = ['admin', 'operator'] as const
export const operatorRoleLabels = { admin: '管理者（全権限）', operator: 'オペレーター' } as const
export const OperatorRole = LiteralsWithMessage(operatorRoles, operatorRoleLabels)
export type OperatorRole = typeof OperatorRole.Type

export const Operator = Schema.Struct({
  id: OperatorId,
  /** Firebase uid once the operator has signed in at least once. */
  accountId: Schema.NullOr(AccountId),
  email: Schema.String,
  name: Schema.String,
  role: OperatorRole,
  active: Schema.Boolean,
  lastSignedInAt: Schema.NullOr(Schema.String),
  ...timestamps,
  ...versioned,
})
export type Operator = typeof Operator.Type

/** Body of admin POST /operators/ and PUT /operators/{operatorID}. */
export const OperatorInput = Schema.Struct({
  email: Email,
  name: RequiredText(100),
  role: OperatorRole,
  active: Schema.Boolean,
})
export type OperatorInput = typeof OperatorInput.Type

/** Body of admin PUT /operators/{operatorID}: the input and the version the editor read. */
export const OperatorUpdate = Versioned(OperatorInput)
export type OperatorUpdate = typeof OperatorUpdate.Type

/** Query of admin GET /operators/. */
export const OperatorQuery = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  role: Schema.optional(OperatorRole),
  active: Schema.optional(QueryBoolean),
  ...pageQueryFields,
  ...sortFields(['createdAt', 'name', 'email']),
})
export type OperatorQuery = typeof OperatorQuery.Type

/** The operator list's query (URL filters, sort, cursor): keyword (name, e-mail) and role. */
export const OperatorListQuery = Schema.Struct({
  ...listQueryFields,
  role: Schema.optional(OperatorRole),
  sort: Schema.optional(Schema.Literals(['createdAt', 'name', 'email'])),
})
export type OperatorListQuery = typeof OperatorListQuery.Type

/** What an admin may do to an operator record (besides editing it). */
export const operatorActions = ['delete'] as const
export type OperatorAction = (typeof operatorActions)[number]

/**
 * Delete is offered on every operator but one's own (`selfRefusal`): the server decides who may
 * (admins only; nobody deletes themselves; the last active admin stays) and its refusal is shown
 * in the message dialog.
 */
export const operatorAllows = (_operator: Operator, _action: OperatorAction): boolean => true

/**
 * What nobody may do to their own operator record, and why, in the server's words (its handlers
 * refuse with these very texts: server/src/areas/operator/operator.handlers.ts). The console offers
 * none of it on one's own pages (no 削除; 権限 and 有効 fixed on the form) and shows the reason.
 */
export const selfRefusals = {
  delete: '自分自身は削除できません',
  roleOrActive: '自分自身の権限の変更・無効化はできません',
} as const

/** Is `operatorId` the signed-in operator's own record (`self`: the account's `operatorId`)? */
export const isSelf = (self: string | null | undefined, operatorId: string | null | undefined): boolean =>
  self !== null && self !== undefined && self === operatorId

/** Would an update change the role or deactivate (what nobody may do to themselves)? */
export const changesRoleOrActive = (current: Pick<Operator, 'role'>, next: Pick<OperatorInput, 'role' | 'active'>): boolean =>
  next.role !== current.role || !next.active

/** What nobody changes on their own record (the form fixes them there, with `selfRefusals.roleOrActive`). */
export const selfFixedFields = ['role', 'active'] as const satisfies ReadonlyArray<keyof OperatorInput>

// ---------------------------------------------------------------------------
// The record declared once (src/domain/record.ts): labels, form, detail, list, 履歴

/** How 有効 reads (detail, list, 履歴, the audit log's operator filter). */
export const operatorActiveLabels = { true: '有効', false: '無効' } as const

const revertible = 'revertible'
export const operatorRecord = defineRecord<Operator, OperatorInput>()({
  kind: 'operator',
  fields: {
    id: { label: '管理者ID' },
    email: { label: 'メールアドレス', history: revertible, form: { widget: { kind: 'text', type: 'email' }, normalize: normalizeEmail, required: true } },
    name: { label: '氏名', history: revertible, form: { widget: { kind: 'text' }, normalize: normalizeText, required: true } },
    role: { label: '権限', reads: { choice: operatorRoleLabels }, history: revertible, form: { widget: { kind: 'choice', options: operatorRoleLabels }, required: true, empty: 'operator' } },
    active: { label: '有効', reads: { flag: operatorActiveLabels }, history: revertible, form: { widget: { kind: 'checkbox' }, empty: true } },
    lastSignedInAt: { label: '最終ログイン', reads: { dateTimeOr: '未ログイン' } },
    createdAt: { label: '登録日時', reads: 'dateTime' },
    updatedAt: { label: '更新日時', reads: 'dateTime' },
  },
  computed: {},
  form: ['email', 'name', 'role', 'active'],
  detail: ['id', 'name', 'email', 'role', 'active', 'lastSignedInAt', 'createdAt', 'updatedAt'],
  list: [
    { key: 'name', width: 'minmax(8rem, 1fr)', sort: 'name' },
    { key: 'email', width: 'minmax(12rem, 1.5fr)', sort: 'email' },
    { key: 'role', width: '10rem' },
    { key: 'active', width: '5rem' },
    { key: 'lastSignedInAt', width: '9rem' },
    { key: 'createdAt', width: '7rem', sort: 'createdAt', reads: 'date' },
  ],
  // no CSV import of operators (the list's CSV出力 is its columns)
  csv: [],
})
