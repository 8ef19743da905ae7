import { Schema, SchemaAST } from 'effect'
import { describe, expect, it } from 'vitest'
import { allEndpoints, catalogue } from '@src/domain/catalogue'
import { NoBody, pathParamNames, type AnyEndpoint } from '@src/domain/endpoint'
import { matchEndpoint } from '@src/domain/route-match'
import { RevertQuery } from '@src/domain/audit'

/** SPEC section 7, spelled exactly as in the spec (general and admin groups). */
const specGeneral = `
GET /admissions/
GET /belongs/
GET /belongs/{belongID}
POST /belongs/
POST /contact
GET /health_check
GET /clients/
GET /clients/{clientID}
GET /clients/usage_report
PUT /clients/{clientID}
GET /denialReasons/
POST /denialReasons/
GET /doctors/
GET /doctors/{doctorID}
PUT /doctors/{doctorID}
GET /doctors/articles/
GET /doctors/articles/{articleID}
GET /doctors/articles/{articleID}/answers/
POST /doctors/articles/{articleID}/answers/
PUT /doctors/articles/{articleID}/answers/{answerID}
PUT /doctors/notifications/disable_setting
PUT /doctors/notifications/reception_frequency_setting
DELETE /doctors/points/gift_card
GET /doctors/points/exchange_histories
GET /doctors/points/mine
POST /doctors/points/exchange
GET /expertise/tree
POST /expertise/
DELETE /expertise/{expertiseID}/
PUT /expertise/{expertiseID}/
PUT /expertise/{expertiseID}/parent
GET /files/{fileID}
POST /files/search
POST /files/upload
POST /giftcard/convert
POST /images/upload
POST /logProxy/
GET /auth/{AccountID}
GET /manuscripts/
GET /manuscripts/acceptable
GET /manuscripts/latest_offered
GET /manuscripts/reviewed
GET /manuscripts/under_reviews
GET /manuscripts/{manuscriptID}
POST /manuscripts/
POST /manuscripts/search
PUT /manuscripts/{manuscriptID}
POST /manuscripts/contents/upload
GET /manuscripts/{manuscriptID}/reviews
POST /manuscripts/{manuscriptID}/offer
GET /manuscripts/{manuscriptID}/reviews/{reviewID}
POST /manuscripts/{manuscriptID}/reviews/
PUT /manuscripts/{manuscriptID}/reviews/{reviewID}
POST /tq/manuscripts/{manuscriptID}/hold_release
GET /media/articles/{articleID}/answers
GET /media/articles/{articleID}
POST /media/articles/article
PUT /media/articles/{articleID}
GET /organizations/
GET /organizations/{organizationID}
GET /pressReleases/
GET /pressReleases/{pressReleaseID}
POST /pressReleases/
PUT /pressReleases/{pressReleaseID}
PATCH /pressReleases/{pressReleaseID}/published_at
GET /reviews/reviews
GET /stats/
GET /tags/
POST /tags/
POST /tags/bulk_insert
POST /tags/search
`
const specAdmin = `
GET /health_check
DELETE /clients/{clientID}
PATCH /clients/{clientID}
POST /clients/
POST /clients/bulk_registers
POST /clients/search
DELETE /doctors/{doctorID}
POST /doctors/
POST /doctors/bulk_registers
POST /doctors/search
PUT /doctors/{doctorID}
PATCH /doctors/{doctorID}/doctor
POST /histories/amazon_gifts
DELETE /manuscripts/{manuscriptID}
PATCH /manuscripts/{manuscriptID}
GET /manuscripts/{manuscriptID}/hold
DELETE /medium/{mediaID}
PATCH /medium/{mediaID}
PATCH /mp/mp
GET /notifications/
DELETE /operators/{operatorID}
GET /operators/
GET /operators/{operatorID}
POST /operators/
PUT /operators/{operatorID}
DELETE /organizations/{organizationID}
POST /organizations/
POST /organizations/bulk_insert
POST /organizations/search
PUT /organizations/{organizationID}
GET /pressReleases/
GET /pressReleases/{pressReleaseID}
PATCH /pressReleases/{pressReleaseID}
PUT /pressReleases/{pressReleaseID}
GET /recommends/
GET /recommends/{recommendID}
PUT /recommends/{recommendID}
GET /reports/usage_report
`
const lines = (text: string) => text.trim().split('\n')
const key = (e: AnyEndpoint) => `${e.method} ${e.path}`
const ofGroup = (group: string) => allEndpoints.filter((e) => e.group === group)

/** Does this schema's encoded side consist of strings only (a query string)? */
const isStringy = (ast: SchemaAST.AST): boolean => {
  switch (ast._tag) {
    case 'String':
      return true
    case 'Literal':
      return typeof ast.literal === 'string'
    case 'Union':
      return ast.types.every((t) => t._tag === 'Undefined' || isStringy(t))
    default:
      return false
  }
}

/** The saved views of the lists (issue 17): the signed-in operator's own, beyond SPEC 7. */
const savedViewCalls = ['GET /saved_views', 'POST /saved_views', 'DELETE /saved_views/{savedViewID}']
/** The CSV import records of the home dashboard (issue 15), beyond SPEC 7. */
const importRecordCalls = ['POST /imports', 'GET /imports']
/** Presence and live updates (docs/live.md). */
const liveCalls = ['GET /live/events', 'POST /live/presence']
/** The console search over every area (Ctrl+K, issue 41). */
const searchCalls = ['GET /search']
/** 一括編集 and batches (issue 40, docs/architecture.md "Batches"). */
const batchCalls = ['POST /doctors/bulk_edit', 'POST /clients/bulk_edit', 'POST /organizations/bulk_edit', 'GET /batches/{batchID}', 'POST /batches/{batchID}/undo']
/** ゴミ箱 (docs/trash.md): each soft-deleted kind's trash list and restore, beyond SPEC 7. */
const trashCalls = [
  ['doctors', 'doctorID'], ['clients', 'clientID'], ['manuscripts', 'manuscriptID'], ['medium', 'mediaID'], ['organizations', 'organizationID'],
].flatMap(([area, id]) => [`GET /trash/${area}`, `POST /trash/${area}/{${id}}/restore`])
/** CSV 一括更新: a file sent back, checked, previewed, applied (docs/architecture.md). */
const csvUpdateCalls = [
  'POST /imports/updates', 'POST /imports/updates/{csvUpdateID}/rows', 'POST /imports/updates/{csvUpdateID}/check',
  'GET /imports/updates/{csvUpdateID}/rows', 'POST /imports/updates/{csvUpdateID}/apply', 'POST /imports/updates/{csvUpdateID}/abort',
]
/** The admin calls beyond SPEC 7, each list with the feature that needs it. */
const beyondSpecAdmin = ['POST /audit_logs/search', 'GET /audit_logs/current', 'POST /mp/grants/search', ...savedViewCalls, ...importRecordCalls, ...liveCalls, ...csvUpdateCalls, ...trashCalls, ...batchCalls, ...searchCalls]

describe('the call catalogue', () => {
  it('has every general call of SPEC 7, spelled exactly, plus the expertise look-up', () => {
    const actual = ofGroup('general').map(key).sort()
    expect(actual).toEqual([...lines(specGeneral), 'POST /expertise/search'].sort())
  })

  it('has every admin call of SPEC 7, spelled exactly, plus the audit log search and a record’s current values, and the MP grant ledger', () => {
    expect(ofGroup('admin').map(key).sort()).toEqual([...lines(specAdmin), ...beyondSpecAdmin].sort())
  })

  it('counts the 109 calls of the spec, the expertise look-up, the admin calls beyond the spec and the 23 of the direct group', () => {
    expect(lines(specGeneral)).toHaveLength(71)
    expect(lines(specAdmin)).toHaveLength(38)
    expect(ofGroup('general')).toHaveLength(72)
    expect(ofGroup('admin')).toHaveLength(38 + beyondSpecAdmin.length)
    expect(ofGroup('direct')).toHaveLength(23)
    expect(allEndpoints).toHaveLength(72 + 38 + beyondSpecAdmin.length + 23)
    expect(Object.keys(catalogue)).toHaveLength(allEndpoints.length)
  })

  it('keys the record by the endpoint name, names being <group>.<area>.<action> and unique', () => {
    const names = allEndpoints.map((e) => e.name)
    expect(new Set(names).size).toBe(names.length)
    for (const e of allEndpoints) {
      expect(e.name).toMatch(/^(general|admin|direct)\.[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/)
      expect(e.name.startsWith(`${e.group}.`)).toBe(true)
      expect((catalogue as Record<string, AnyEndpoint>)[e.name]).toBe(e)
    }
  })

  it('has each (group, method, path) once', () => {
    const keys = allEndpoints.map((e) => `${e.group} ${key(e)}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('declares a param field for every {placeholder} and nothing else', () => {
    for (const e of allEndpoints) {
      const fields = Object.keys((e.params as unknown as { fields: Record<string, unknown> }).fields).sort()
      expect({ name: e.name, fields }).toEqual({ name: e.name, fields: [...pathParamNames(e.path)].sort() })
    }
  })

  it('uses only the path parameter names of SPEC 3 (and savedViewID, batchID)', () => {
    const allowed = new Set([
      'manuscriptID', 'reviewID', 'articleID', 'answerID', 'organizationID', 'pressReleaseID', 'recommendID',
      'clientID', 'doctorID', 'mediaID', 'operatorID', 'AccountID', 'expertiseID', 'belongID', 'fileID',
      // beyond SPEC 3, spelled like the spec's ids: the saved views, a CSV 一括更新 job, a batch
      'savedViewID', 'csvUpdateID', 'batchID',
    ])
    for (const e of allEndpoints) for (const p of pathParamNames(e.path)) expect(allowed).toContain(p)
  })

  it('sends no body with a GET, and no query with anything else but the revert marker of a PUT (RevertQuery, src/domain/audit.ts)', () => {
    for (const e of allEndpoints) {
      if (e.method === 'GET') expect({ name: e.name, body: e.body }).toEqual({ name: e.name, body: NoBody })
      else {
        const fields = (e.query as unknown as { fields?: Record<string, unknown> }).fields ?? {}
        if (e.query === RevertQuery) expect(e.method).toBe('PUT')
        else expect({ name: e.name, query: Object.keys(fields) }).toEqual({ name: e.name, query: [] })
      }
    }
  })

  it('never repeats a path id in the body', () => {
    for (const e of allEndpoints) {
      const bodyFields = Object.keys((e.body as unknown as { fields?: Record<string, unknown> }).fields ?? {})
      for (const p of pathParamNames(e.path)) expect({ name: e.name, has: bodyFields.includes(p) }).toEqual({ name: e.name, has: false })
    }
  })

  it('encodes every GET query to strings only (values travel in the query string)', () => {
    for (const e of allEndpoints.filter((x) => x.method === 'GET')) {
      const ast = SchemaAST.toEncoded(e.query.ast)
      expect(ast._tag).toBe('Objects')
      if (ast._tag !== 'Objects') continue
      for (const p of ast.propertySignatures) {
        expect({ name: e.name, field: String(p.name), stringy: isStringy(p.type) }).toEqual({
          name: e.name,
          field: String(p.name),
          stringy: true,
        })
      }
    }
  })

  it('gives list, search and look-up calls the list shape with an item (not array) payload', () => {
    for (const e of allEndpoints) {
      const action = e.name.split('.')[2] as string
      if (['list', 'search', 'lookup'].includes(action)) expect({ name: e.name, shape: e.shape }).toEqual({ name: e.name, shape: 'list' })
      if (e.shape === 'list') expect({ name: e.name, tag: e.payload.ast._tag }).not.toEqual({ name: e.name, tag: 'Arrays' })
    }
    expect(catalogue['admin.reports.usageReport'].shape).toBe('csv')
    expect(allEndpoints.filter((e) => e.shape === 'csv').map((e) => e.name)).toEqual(['admin.reports.usageReport'])
  })

  it('applies the access rules: public health/admissions/direct reads, operator admin group, admin operators', () => {
    for (const e of allEndpoints) {
      const area = e.name.split('.')[1]
      if (area === 'health' || area === 'admissions') expect(e.access).toBe('public')
      else if (e.group === 'admin') expect({ name: e.name, access: e.access }).toEqual({ name: e.name, access: area === 'operators' ? 'admin' : 'operator' }) // the audit log: operator, its handler narrows (audit-log.handlers.ts)
      else if (e.group === 'direct' && e.method === 'GET') expect({ name: e.name, access: e.access }).toEqual({ name: e.name, access: 'public' })
    }
    // issue 12: personal lists are staff-only, reference data any verified account, own objects their owner
    expect(catalogue['general.doctors.list'].access).toBe('operator')
    expect(catalogue['general.expertise.tree'].access).toBe('verified')
    expect(catalogue['general.expertise.create'].access).toBe('operator')
    expect(catalogue['general.doctors.update'].access).toBe('owner')
    expect(catalogue['general.doctorPoints.exchange'].access).toBe('doctor')
    expect(catalogue['general.logProxy.post'].access).toBe('public')
  })

  it('keeps the direct group to GET and POST, except the medium update the spec lists as put', () => {
    const nonGetPost = ofGroup('direct').filter((e) => e.method !== 'GET' && e.method !== 'POST')
    expect(nonGetPost.map((e) => `${e.name} ${key(e)}`)).toEqual(['direct.medium.update PUT /medium/{mediaID}'])
  })

  it('marks exactly the upload calls as multipart', () => {
    expect(allEndpoints.filter((e) => e.multipart).map((e) => key(e)).sort()).toEqual([
      'POST /files/upload',
      'POST /images/upload',
      'POST /manuscripts/contents/upload',
    ])
  })

  it('routes overlapping templates to the literal one first', () => {
    expect(matchEndpoint(allEndpoints, 'general', 'GET', '/clients/usage_report')?.endpoint.name).toBe('general.clients.usageReport')
    expect(matchEndpoint(allEndpoints, 'general', 'GET', '/clients/42')).toEqual({
      endpoint: catalogue['general.clients.get'],
      params: { clientID: '42' },
    })
    expect(matchEndpoint(allEndpoints, 'general', 'GET', '/manuscripts/acceptable')?.endpoint.name).toBe('general.manuscripts.acceptable')
    expect(matchEndpoint(allEndpoints, 'direct', 'GET', '/pressReleases/search_tag')?.endpoint.name).toBe('direct.pressReleases.searchTag')
    expect(matchEndpoint(allEndpoints, 'general', 'PUT', '/expertise/7/')?.params).toEqual({ expertiseID: '7' })
    expect(matchEndpoint(allEndpoints, 'general', 'PUT', '/expertise/7')).toBeUndefined()
    expect(matchEndpoint(allEndpoints, 'general', 'GET', '/auth/a%2Fb')?.params).toEqual({ AccountID: 'a/b' })
  })

  it('routes every catalogued template to itself when given its own placeholders as values', () => {
    for (const e of allEndpoints) {
      const path = e.path.replace(/\{([A-Za-z]+)\}/g, 'x1')
      expect({ name: e.name, matched: matchEndpoint(allEndpoints, e.group, e.method, path)?.endpoint.name }).toEqual({
        name: e.name,
        matched: e.name,
      })
    }
  })

  it('types and decodes through a catalogue entry', () => {
    const search = catalogue['admin.doctors.search']
    const body = Schema.decodeUnknownSync(search.body)({ keyword: '山田', allowed: true, limit: 20 })
    expect(body).toEqual({ keyword: '山田', allowed: true, limit: 20 })
    const q = Schema.decodeUnknownSync(catalogue['general.doctors.list'].query)({ limit: '50', allowed: 'false' })
    expect(q).toEqual({ limit: 50, allowed: false })
    expect(Schema.encodeSync(catalogue['general.doctors.list'].query)({ limit: 50, allowed: false })).toEqual({ limit: '50', allowed: 'false' })
  })
})
