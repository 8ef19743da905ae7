/**
 * The reference API as a Hono app, generated from THE call catalogue (src/domain/catalogue.ts).
 *
 * For every catalogued call: a route at `<group base><path>` (in route-priority order, so a
 * literal segment wins over a `{param}`), access control from the entry's `access`, input
 * decoded with the entry's own params/query/body schemas, and the payload ENCODED with the
 * entry's payload schema before it is sent, so the server can never answer what the console
 * cannot decode. Answers are envelopes `{ payload, status, messages, nextPaging }`.
 */
import { IncomingMessage } from 'node:http'
import { Hono, type Context } from 'hono'
import { Result, Schema, SchemaAST } from 'effect'
import { allEndpoints, catalogue, type CallName } from '#domain/catalogue'
import { groupBase, type Access, type AnyEndpoint } from '#domain/endpoint'
import { byRoutePriority } from '#domain/route-match'
import { issueMessages } from '#domain/issues'
import type { Db } from '../db/db'
import { ApiFailure, type HandlerResult, type Caller } from '../areas/support/handler'
import { handlers, type CompleteHandlers } from '../areas'
import type { Authenticator } from '../auth'
import { dataException, parseJson, refuseNul } from './input-guard'
import { frontGuards } from './guards'
import { bodyLimitFor, declaredLength } from './limits'
import { accountRateLimit, rateLimitFor } from './rate-limit'
import { suspensionRefusal } from './suspension'
import { checkUpload } from './uploads'
import { redactError } from './redact'
import { runAudited } from './audited'
import { publishChange } from '../areas/live'
import { serveImage, uploadsPrefix } from '../areas/file'

export interface ServerDeps {
  readonly db: Db
  readonly auth: Authenticator
  /** Log proxy entries end here (default: one JSON line on stdout). */
  readonly log?: (entry: unknown) => void
  /**
   * True when the app is mounted behind `frontGuards` already (createServer mounts them in front of
   * everything it serves); the app then does not run them a second time on every call.
   */
  readonly behindFrontGuards?: boolean
}

const envelopeOf = (status: number, payload: unknown, messages: ReadonlyArray<string>, nextCursorKey?: string | null) => ({
  ...(payload === undefined ? {} : { payload }),
  status,
  messages: messages.map((message) => ({ message })),
  ...(nextCursorKey === undefined ? {} : { nextPaging: { nextCursorKey } }),
})

const fail = (c: Context, status: number, ...messages: string[]) =>
  c.json(envelopeOf(status, undefined, messages), status as 400)

const honoPath = (endpoint: AnyEndpoint) => groupBase[endpoint.group] + endpoint.path.replace(/\{([A-Za-z]+)\}/g, ':$1')

/** `value` decoded with `schema` (what the handler of the call is typed to receive), or 400 with the issues. */
const decode = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown, what: string): S['Type'] => {
  const result = Schema.decodeUnknownResult(schema)(value, { onExcessProperty: 'ignore' })
  if (Result.isFailure(result)) throw new ApiFailure(400, `${what}が正しくありません`, ...issueMessages(result.failure))
  return result.success
}

const readBody = async (c: Context, endpoint: AnyEndpoint): Promise<{ body: unknown; file?: File }> => {
  if (endpoint.method === 'GET') return { body: undefined }
  if (endpoint.multipart) {
    const form = await c.req.formData().catch(() => {
      throw new ApiFailure(400, 'multipart/form-data で送信してください')
    })
    const json = form.get('json')
    const file = form.get('file')
    const text = typeof json === 'string' ? json : json instanceof Blob ? await json.text() : 'null'
    return { body: parseJson(text), ...(file instanceof File ? { file } : {}) }
  }
  const text = await bodyText(c)
  return { body: text.trim() === '' ? undefined : parseJson(text) }
}

/**
 * A JSON body as text. Behind @hono/node-server (its `env.incoming`) with a declared length that
 * bodyLimitFor has checked and nothing has read yet, straight from Node's request: `c.req.text()`
 * builds the fetch Request, an AbortController and a web stream over it for every call. Otherwise
 * (tests' `app.request`, a chunked body hono's bodyLimit has buffered) through the Request. Both
 * decode UTF-8 the same way (TextDecoder: a leading BOM dropped, bad bytes replaced).
 */
const bodyText = (c: Context): Promise<string> => {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming
  if (!(incoming instanceof IncomingMessage) || incoming.readableDidRead || declaredLength(c) === undefined) return c.req.text()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.once('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))))
    incoming.once('error', reject)
    incoming.once('close', () => (incoming.complete ? undefined : reject(new ApiFailure(400, 'リクエストが途中で切断されました'))))
  })
}
const utf8 = new TextDecoder()

/**
 * A handler's JSON through the payload schema: what is sent always decodes in the console, and
 * fields the schema does not name are dropped. A schema with no encoding anywhere in it (its type
 * form is its wire form: `SchemaAST.toType` answers the same AST; 137 of the 140 calls) is decoded
 * only — encoding it again would give the same JSON and cost as much again (0.18 ms of 0.37 for a
 * 50-doctor page); the others go there and back. Built once per call.
 */
export const payloadCheck = (schema: Schema.Codec<unknown, unknown>): ((json: unknown) => unknown) => {
  const decode = Schema.decodeUnknownSync(schema)
  if (SchemaAST.toType(schema.ast) === schema.ast) return decode
  const encode = Schema.encodeSync(schema)
  return (json: unknown) => encode(decode(json))
}

const payloadChecks = new WeakMap<AnyEndpoint, (json: unknown) => unknown>()
const checked = (endpoint: AnyEndpoint) => {
  let check = payloadChecks.get(endpoint)
  if (check === undefined) {
    check = payloadCheck(endpoint.payload as Schema.Codec<unknown, unknown>)
    payloadChecks.set(endpoint, check)
  }
  return check
}

const respond = (c: Context, endpoint: AnyEndpoint, result: HandlerResult) => {
  if (endpoint.shape === 'stream') return (result as { stream: Response }).stream // Server-Sent Events (areas/live)
  if (endpoint.shape === 'csv') {
    const csv = result as { csv: string; filename: string }
    return c.body(csv.csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${encodeURIComponent(csv.filename)}"`,
    })
  }
  if (endpoint.shape === 'list') {
    const page = result as { items: ReadonlyArray<unknown>; nextCursorKey: string | null }
    return c.json(envelopeOf(200, page.items.map(checked(endpoint)), [], page.nextCursorKey))
  }
  const { payload, status = 200, message } = result as { payload: unknown; status?: number; message?: string }
  return c.json(envelopeOf(status, checked(endpoint)(payload), message ? [message] : []), status as 200)
}

/**
 * THE access check of every call (src/domain/endpoint.ts `Access`, docs/auth.md): null when the
 * caller may make a call of this access level; the owner of a named object is then checked by the
 * handler's SQL (`owner`). No token, or an unverified or disallowed identity, is 401.
 */
export const accessRefusal = (access: Access, caller: Caller | null): { status: 401 | 403; message: string } | null => {
  if (access === 'public') return null
  if (!caller) return { status: 401, message: 'ログインが必要です。再度ログインしてください。' }
  switch (access) {
    case 'verified':
      return null
    case 'member':
    case 'owner':
      return caller.operator || caller.doctor || caller.client ? null : { status: 403, message: 'この操作を行う権限がありません' }
    case 'doctor':
      return caller.doctor ? null : { status: 403, message: '医師としてログインしてください' }
    case 'operator':
      return caller.operator ? null : { status: 403, message: 'この操作は管理者・オペレーターのみ行えます' }
    case 'admin':
      if (!caller.operator) return { status: 403, message: 'この操作は管理者・オペレーターのみ行えます' }
      return caller.operator.role === 'admin' ? null : { status: 403, message: 'この操作は管理者権限が必要です' }
  }
}

/**
 * Calls that may change what a uid resolves to (auth.ts caches callers briefly). The searches are
 * POSTs that only read: forgetting on them made every doctor or client search resolve its caller
 * again (8 statements; measured 2026-11-23).
 */
const callerTables = /\.(operators|doctors|clients)\./
const changesCallers = (endpoint: AnyEndpoint) => endpoint.method !== 'GET' && callerTables.test(endpoint.name) && !endpoint.name.endsWith('.search')

/** Handlers by call name, each typed by its catalogue entry (`handlers` satisfies it: areas/index.ts). */
const handlerOf: CompleteHandlers = handlers

const isCallName = (name: string): name is CallName => Object.hasOwn(catalogue, name)

/**
 * The route of one catalogued call. Generic in the call's name, so the entry's schemas, the decoded
 * params/query/body and the handler are typed together (`Catalogue[N]`): what is decoded with the
 * entry's schemas is exactly what its handler takes.
 */
const route = <N extends CallName>(app: Hono, deps: ServerDeps, name: N) => {
  const endpoint = catalogue[name]
  const handler = handlerOf[name]
  app.on(endpoint.method, honoPath(endpoint), rateLimitFor(endpoint, deps.db), bodyLimitFor(endpoint), async (c) => {
    try {
      let caller: Caller | null = null
      if (endpoint.access !== 'public' || c.req.header('authorization')) {
        caller = await deps.auth.authenticate(c.req.header('authorization'), deps.db)
        const refused = accessRefusal(endpoint.access, caller) ?? suspensionRefusal(endpoint, caller)
        if (refused) return fail(c, refused.status, refused.message)
        // per-account budget of authenticated calls (rate-limit.ts), shared by every instance
        const overBudget = await accountRateLimit(deps.db, endpoint, caller)
        if (overBudget) {
          c.header('retry-after', String(overBudget.retryAfterSeconds))
          return fail(c, 429, overBudget.message)
        }
      }
      refuseNul({ ...c.req.param(), ...c.req.query() })
      const params = decode(endpoint.params, c.req.param(), 'パスパラメータ')
      const query = decode(endpoint.query, c.req.query(), '検索条件')
      const { body: rawBody, file } = await readBody(c, endpoint)
      refuseNul(rawBody)
      // a GET has no body (its entry's body schema is NoBody: undefined), so nothing is decoded
      const body = endpoint.method === 'GET' ? undefined : decode(endpoint.body, rawBody, '入力内容')
      const upload = file && (await checkUpload(deps.db, caller, file)) // sniffed type, no SVG, quota
      const result = await runAudited(deps.db, name, { params, query, body, caller }, (db) =>
        handler({ db, caller, params, query, body, file: upload, log: deps.log ?? defaultLog }),
      ) // audited calls: the change and its audit rows in one transaction (http/audited.ts)
      // a change to who someone is (role, deactivation, deletion, binding) applies at once here
      if (changesCallers(endpoint)) deps.auth.forgetCallers?.()
      await publishChange(deps.db, endpoint, { params, body, caller }, result) // other operators' open pages hear of it (areas/live)
      return respond(c, endpoint, result)
    } catch (error) {
      if (error instanceof ApiFailure) return fail(c, error.status, ...error.messages)
      const pgCode = (error as { code?: unknown }).code
      if (pgCode === '23505') return fail(c, 409, '同じ値がすでに登録されています（メールアドレスなど）')
      if (pgCode === '23503') return fail(c, 409, '関連するデータが存在しないか、まだ参照されています')
      const refused = dataException(error)
      if (refused) return fail(c, refused.status, ...refused.messages)
      console.error(`[${endpoint.name}]`, redactError(error)) // no SQL parameters or input values in logs
      return fail(c, 500, 'サーバーでエラーが発生しました')
    }
  })
}

export const createApp = (deps: ServerDeps): Hono => {
  const app = new Hono()
  if (!deps.behindFrontGuards) app.use('*', ...frontGuards)
  // uploaded images as an <img> loads them: outside /api and the catalogue, no bearer token (areas/file/file.images.ts)
  app.get(`${uploadsPrefix}*`, serveImage(deps.db))

  for (const endpoint of byRoutePriority(allEndpoints)) {
    if (!isCallName(endpoint.name)) throw new Error(`${endpoint.name} is not in the catalogue`) // allEndpoints is the catalogue's list
    route(app, deps, endpoint.name)
  }

  app.notFound((c) => fail(c, 404, 'ページが見つかりません'))
  // a throw outside a route's own try (its middleware: rate limit, body limit): the same envelope,
  // logged redacted (hono's default handler logs the raw error with its stack)
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return fail(c, error.status, ...error.messages)
    console.error('[http]', redactError(error))
    return fail(c, 500, 'サーバーでエラーが発生しました')
  })
  return app
}

const defaultLog = (entry: unknown) => console.log(JSON.stringify({ logProxy: entry }))
