/**
 * The contracts have teeth: a reference server that renames one payload field (doctor
 * `lastName` → `familyName`) fails the verification, and Pact's own diff names the field.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pactFile } from '../support/contract'
import { pactSubset, startReferenceProvider, verifyGroupFile, type ReferenceProvider } from '../support/provider'

let provider: ReferenceProvider

beforeAll(async () => {
  provider = await startReferenceProvider(async (response, request) => {
    if (!new URL(request.url).pathname.startsWith('/api/v1/admin/doctors/')) return response
    const text = (await response.text()).replaceAll('"lastName":', '"familyName":')
    return new Response(text, { status: response.status, headers: response.headers })
  })
})

afterAll(() => provider?.close())

it('fails the verification when the server renames a payload field the console decodes', async () => {
  const { file } = pactSubset(pactFile('admin'), 'broken-provider.json', (d) => d === 'admin.doctors.setStatus: doctor 42 is frozen')
  const failure = await verifyGroupFile(provider, 'admin', file).then(
    () => 'verified',
    (error: unknown) => String(error),
  )
  expect(failure).toContain('$.payload')
  expect(failure).toContain('lastName')
  const diff = /"mismatch":"([^"]*lastName[^"]*)"/.exec(failure)?.[1]
  console.info(`[contracts] Pact's diff for the renamed field: ${diff}`)
  expect(diff).toBeTruthy()
})
