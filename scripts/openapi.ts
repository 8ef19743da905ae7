/**
 * `npm run openapi`: docs/openapi.json, an OpenAPI 3.1 document of every catalogued call (the
 * general, admin and direct groups), generated from THE catalogue's Schemas
 * (src/domain/catalogue.ts) with Effect's JSON Schema generation, for a backend team that does
 * not read TypeScript. tests/unit/openapi.test.ts checks the committed file matches the catalogue
 * and validates it, so it cannot drift.
 *
 * What it says about the wire (the reference server, server/src/http/app.ts):
 * - path and query parameters: the properties of the call's `params` / `query` Schemas (query
 *   values travel as strings and are decoded with the same Schema);
 * - the request body: the `body` Schema as JSON, or for uploads multipart/form-data with a JSON
 *   part `json` (the `body` Schema) and a file part `file`;
 * - answers are envelopes `{ payload, status, messages: [{ message }], nextPaging }` (payload an
 *   array for list calls, with `nextPaging.nextCursorKey`), CSV downloads are text/csv; refusals are
 *   envelopes without payload (4XX/5XX);
 * - schemas describe the canonical JSON form (`Schema.toCodecJson`): JSON Schema is a first check,
 *   the Effect decoders stay the authority.
 * - `x-access` is the catalogue's access level (docs/auth.md); every call but `public` needs
 *   `Authorization: Bearer <Firebase ID token>`.
 */
import { readdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JsonSchema, Schema, SchemaAST, SchemaRepresentation } from 'effect'
import { allEndpoints } from '../src/domain/catalogue'
import { groupBase, NoBody, type AnyEndpoint } from '../src/domain/endpoint'

type Json = Record<string, any>

export const openApiFile = resolve(import.meta.dirname, '../docs/openapi.json')

const accessText: Record<AnyEndpoint['access'], string> = {
  public: 'anybody, no token needed',
  verified: 'any verified account',
  member: 'an operator, a doctor or a client',
  doctor: 'the signed-in doctor',
  owner: 'staff, or the doctor or client owning the object',
  operator: 'an active operator',
  admin: 'an active operator with role admin',
}

const groupTitle: Record<AnyEndpoint['group'], string> = {
  general: 'General API (/api/v1)',
  admin: 'Admin API (/api/v1/admin)',
  direct: 'Public direct API (/api/direct)',
}

/**
 * Component names: every Schema exported by a module of src/domain (e.g. `Doctor`, `DoctorInput`)
 * becomes `components.schemas.<export name>` wherever the document uses it; the rest stays inline.
 */
const domainSchemaNames = async (): Promise<Map<Schema.Top, string>> => {
  const names = new Map<Schema.Top, string>()
  const folder = resolve(import.meta.dirname, '../src/domain')
  const files = [...readdirSync(folder).map((f) => `${folder}/${f}`), ...readdirSync(`${folder}/calls`).map((f) => `${folder}/calls/${f}`)]
  for (const file of files.filter((f) => f.endsWith('.ts')).sort()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b)))
      if (Schema.isSchema(value) && !names.has(value) && /^[A-Z]/.test(name)) names.set(value, name)
  }
  return names
}

/** The OpenAPI 3.1 document of the catalogue. Deterministic: same catalogue, same JSON. */
export const buildOpenApi = async (): Promise<Json> => {
  const named = await domainSchemaNames()
  const nameOfAst = new Map<SchemaAST.AST, string>()
  for (const [schema, name] of named) {
    const codec = Schema.toCodecJson(schema).ast
    nameOfAst.set(codec, name)
    nameOfAst.set(SchemaAST.toEncoded(codec), name)
  }
  // Every Schema the document needs, compiled together so that named Schemas become one shared component each.
  const roots: Schema.Top[] = []
  const rootOf = (schema: Schema.Top): number => {
    const at = roots.indexOf(schema)
    if (at >= 0) return at
    roots.push(schema)
    return roots.length - 1
  }
  const planned = allEndpoints.map((endpoint) => ({
    endpoint,
    params: rootOf(endpoint.params),
    query: rootOf(endpoint.query),
    body: endpoint.body === NoBody ? null : rootOf(endpoint.body),
    payload: rootOf(endpoint.payload),
  }))
  const [first, ...rest] = roots.map((schema) => Schema.toCodecJson(schema).ast)
  const representation = SchemaRepresentation.toRepresentations([first as (typeof rest)[number], ...rest], {
    referencePolicy: ({ ast, identifier }) => identifier ?? nameOfAst.get(ast),
  })
  const compiled = JsonSchema.toMultiDocumentOpenApi3_1(SchemaRepresentation.toJsonSchemaMultiDocument(representation))
  const schemas = compiled.schemas as ReadonlyArray<Json>
  const components: Json = { ...compiled.definitions }

  /** A root's JSON Schema with a top-level $ref followed (to read an object's properties). */
  const objectOf = (index: number): Json => {
    let schema = schemas[index] as Json
    for (let hops = 0; typeof schema.$ref === 'string' && hops < 10; hops++)
      schema = components[schema.$ref.replace('#/components/schemas/', '')] as Json
    return schema
  }
  const parametersOf = (index: number, where: 'path' | 'query'): Json[] => {
    const object = objectOf(index)
    const required = new Set<string>(object.required ?? [])
    return Object.entries((object.properties ?? {}) as Record<string, Json>).map(([name, schema]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema,
    }))
  }

  components.Message = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }
  components.Failure = {
    type: 'object',
    description: 'A refusal or an error: no payload; Japanese messages (one per invalid field for 400).',
    properties: { status: { type: 'integer' }, messages: { type: 'array', items: { $ref: '#/components/schemas/Message' } } },
    required: ['status', 'messages'],
  }
  const envelope = (payload: Json, list: boolean): Json => ({
    type: 'object',
    properties: {
      payload: list ? { type: 'array', items: payload } : payload,
      status: { type: 'integer' },
      messages: { type: 'array', items: { $ref: '#/components/schemas/Message' } },
      ...(list
        ? {
            nextPaging: {
              type: 'object',
              properties: { nextCursorKey: { type: ['string', 'null'], description: 'Opaque cursor of the next page; null on the last page' } },
              required: ['nextCursorKey'],
            },
          }
        : {}),
    },
    required: ['status', 'messages', ...(list ? ['payload', 'nextPaging'] : ['payload'])],
  })
  const failure = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } })

  const paths: Json = {}
  for (const { endpoint, params, query, body, payload } of planned) {
    const path = groupBase[endpoint.group] + endpoint.path
    const area = endpoint.name.split('.')[1] as string
    const payloadSchema = schemas[payload] as Json
    const operation: Json = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      description: `Access: ${endpoint.access} (${accessText[endpoint.access]}).`,
      tags: [`${endpoint.group}.${area}`],
      'x-access': endpoint.access,
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      parameters: [...parametersOf(params, 'path'), ...parametersOf(query, 'query')],
      responses: {
        '2XX': {
          description:
            endpoint.shape === 'csv' ? 'The CSV file'
            : endpoint.shape === 'list' ? 'One page'
            : endpoint.shape === 'stream' ? 'Server-Sent Events (docs/live.md): each event\'s `data:` is one payload as JSON (`event: change` or `event: presence`)'
            : 'Success (200, or 201 when created)',
          content:
            endpoint.shape === 'csv'
              ? { 'text/csv': { schema: { type: 'string' } } }
              : endpoint.shape === 'stream'
                ? { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': payloadSchema } }
                : { 'application/json': { schema: envelope(payloadSchema, endpoint.shape === 'list') } },
        },
        ...(endpoint.access === 'public' ? {} : { '401': failure('No or invalid ID token'), '403': failure('Signed in, but not allowed') }),
        '4XX': failure('Refused: invalid input (400), not found (404), conflict (409), rule or transition (422), too large (413), too many (429)'),
        '5XX': failure('Server error'),
      },
    }
    if (body !== null) {
      const bodySchema = schemas[body] as Json
      operation.requestBody = endpoint.multipart
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { json: bodySchema, file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                  required: ['json', 'file'],
                },
                encoding: { json: { contentType: 'application/json' } },
              },
            },
          }
        : { required: true, content: { 'application/json': { schema: bodySchema } } }
    }
    paths[path] ??= {}
    if (paths[path][endpoint.method.toLowerCase()]) throw new Error(`two calls answer ${endpoint.method} ${path}`)
    paths[path][endpoint.method.toLowerCase()] = operation
  }

  const sortedPaths = Object.fromEntries(Object.keys(paths).sort().map((p) => [p, paths[p]]))
  const sortedComponents = Object.fromEntries(Object.keys(components).sort().map((k) => [k, components[k]]))
  return {
    openapi: '3.1.0',
    info: {
      title: 'MediColle WEB API',
      version: '1.0.0',
      description:
        'Every call of the console\'s catalogue (src/domain/catalogue.ts), generated by `npm run openapi`. ' +
        'Groups: ' + Object.values(groupTitle).join(', ') + '. Answers are envelopes; list calls page with an opaque cursor.',
    },
    servers: [{ url: '/', description: 'The API origin (same origin as the console by default)' }],
    tags: [...new Set(planned.map(({ endpoint }) => `${endpoint.group}.${endpoint.name.split('.')[1]}`))].sort().map((name) => ({ name })),
    security: [{ firebaseIdToken: [] }],
    paths: sortedPaths,
    components: {
      schemas: sortedComponents,
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase Authentication ID token of the signed-in account' },
      },
    },
  }
}

export const openApiText = async (): Promise<string> => JSON.stringify(await buildOpenApi(), null, 2) + '\n'

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const text = await openApiText()
  writeFileSync(openApiFile, text)
  const document = JSON.parse(text) as Json
  const operations = Object.values(document.paths as Json).reduce((n: number, item) => n + Object.keys(item as Json).length, 0)
  console.log(`docs/openapi.json: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas`)
}
