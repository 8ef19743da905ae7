/**
 * docs/openapi.json (npm run openapi, scripts/openapi.ts) is what the backend team reads instead
 * of the TypeScript catalogue: it must be the catalogue as it is now (regenerating changes
 * nothing), list every call once, and be a valid OpenAPI 3.1 document (checked with
 * @seriousme/openapi-schema-validator, an established validator of the official schemas).
 */
import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '../../src/domain/catalogue'
import { groupBase } from '../../src/domain/endpoint'
import { buildOpenApi, openApiFile, openApiText } from '../../scripts/openapi'

const committed = readFileSync(openApiFile, 'utf8')
const document = JSON.parse(committed) as { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, unknown> } }
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
)

describe('docs/openapi.json', () => {
  it('is what npm run openapi generates from the catalogue today (run it after changing a call)', async () => {
    expect(await openApiText()).toBe(committed)
  })

  it('lists the 144 catalogued calls, each once, at its group path and method', () => {
    expect(operations).toHaveLength(144)
    expect(allEndpoints).toHaveLength(144)
    const byId = new Map(operations.map((o) => [o.operation.operationId as string, o]))
    for (const endpoint of allEndpoints) {
      const found = byId.get(endpoint.name)
      expect(found, endpoint.name).toBeDefined()
      expect([found?.method, found?.path], endpoint.name).toEqual([endpoint.method, groupBase[endpoint.group] + endpoint.path])
      expect(found?.operation['x-access'], endpoint.name).toBe(endpoint.access)
    }
  })

  it('declares every path placeholder as a required path parameter', () => {
    for (const { path, operation } of operations) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      const declared = (operation.parameters as Array<{ name: string; in: string; required: boolean }>).filter((p) => p.in === 'path')
      expect(declared.map((p) => p.name).sort(), `${operation.operationId}`).toEqual(placeholders.sort())
      expect(declared.every((p) => p.required)).toBe(true)
    }
  })

  it('names the domain Schemas as components (e.g. the doctor search body and the doctor payload)', async () => {
    const search = document.paths['/api/v1/admin/doctors/search']?.post
    expect(search.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DoctorSearch' })
    expect(search.responses['2XX'].content['application/json'].schema.properties.payload.items).toEqual({ $ref: '#/components/schemas/Doctor' })
    expect(document.components.schemas.Doctor).toMatchObject({ type: 'object', properties: expect.objectContaining({ email: expect.anything() }) })
  })

  it('is a valid OpenAPI 3.1 document, and the validator does refuse a broken one', async () => {
    const result = await new Validator().validate(JSON.parse(committed))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    const broken = await buildOpenApi()
    broken.paths['/api/v1/admin/doctors/search'].post.parameters = [{ name: 'keyword', in: 'body' }] // OpenAPI 2 style: no longer valid
    expect((await new Validator().validate(broken)).valid).toBe(false)
  })
})
