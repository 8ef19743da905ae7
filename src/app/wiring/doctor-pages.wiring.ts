/**
 * The doctor and client pages' machines, bound to the HTTP client through the catalogue.
 *
 * Calls go through `ApiClient.call(catalogue[name], input)` on the app runtime (Firebase ID
 * token, hooks, envelope rules, minimum delay); aborting the signal interrupts the fiber. Failures reject with the typed ApiError, whose `message` is Japanese for staff.
 * When the area services (src/services/doctor.service.ts, client.service.ts) land, these
 * functions become one-line calls to them; the `DoctorApi` / `ClientApi` shapes stay.
 */
import { Effect } from 'effect'
import { catalogue } from '../../domain/catalogue'
import type { OrganizationId } from '../../domain/ids'
import type { AnyEndpoint, EndpointOutput } from '../../domain/endpoint'
import { ApiClient, type CallInput } from '../../services/http/api-client.service'
import { settleUnlessAborted } from '../bridge'
import { enqueueMessage } from '../dialogs'
import { runtime } from '../runtime'
import { clientWiring, type ClientApi } from './client.wiring'
import { csvApi } from './csv-api.wiring'
import { doctorWiring, type DoctorApi, type Notify } from './doctor.wiring'

export const call = <E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, signal: AbortSignal): Promise<EndpointOutput<E>> =>
  settleUnlessAborted(
    runtime.runPromise(
      Effect.gen(function* () {
        const client = yield* ApiClient
        return yield* client.call(endpoint, input)
      }),
      { signal },
    ),
    signal,
  )

const c = catalogue

export const doctorApi: DoctorApi = {
  search: (body, signal) => call(c['admin.doctors.search'], { body }, signal),
  get: (id, signal) => call(c['general.doctors.get'], { params: { doctorID: id } }, signal),
  create: (body, signal) => call(c['admin.doctors.create'], { body }, signal),
  update: (id, body, signal) => call(c['admin.doctors.update'], { params: { doctorID: id }, body }, signal),
  setStatus: (id, patch, signal) => call(c['admin.doctors.setStatus'], { params: { doctorID: id }, body: patch }, signal),
  remove: (id, signal) => call(c['admin.doctors.delete'], { params: { doctorID: id } }, signal),
  grantMp: (input, signal) => call(c['admin.mp.grant'], { body: input }, signal),
  bulkRegister: (body, signal) => call(c['admin.doctors.bulkRegister'], { body }, signal),
  lookups: async (signal) => {
    // Reference data is a convenience: a failed part leaves that part empty, never the page.
    const [organizations, belongs, expertise] = await Promise.all([
      call(c['admin.organizations.search'], { body: { limit: 100 } }, signal).then((p) => p.items, () => []),
      call(c['general.belongs.list'], {}, signal).then((p) => p.items, () => []),
      call(c['general.expertise.tree'], {}, signal).catch(() => []),
    ])
    return {
      organizations: organizations.map((o) => ({ id: o.id as OrganizationId, name: o.name })),
      belongs: belongs.map((b) => ({ id: b.id, name: b.name })),
      expertise,
    }
  },
}

export const clientApi: ClientApi = {
  search: (body, signal) => call(c['admin.clients.search'], { body }, signal),
  get: (id, signal) => call(c['general.clients.get'], { params: { clientID: id } }, signal),
  create: (body, signal) => call(c['admin.clients.create'], { body }, signal),
  update: (id, body, signal) => call(c['general.clients.update'], { params: { clientID: id }, body }, signal),
  setSuspended: (id, suspended, signal) => call(c['admin.clients.suspend'], { params: { clientID: id }, body: { suspended } }, signal),
  remove: (id, signal) => call(c['admin.clients.delete'], { params: { clientID: id } }, signal),
  bulkRegister: (body, signal) => call(c['admin.clients.bulkRegister'], { body }, signal),
}

const notify: Notify = {
  error: (message) => enqueueMessage({ kind: 'simple-error', messages: [message] }),
  info: () => {
    // Success shows on the page itself (state, balance, navigation): no extra dialog.
  },
}

export const doctorPages = doctorWiring(doctorApi, csvApi, notify)
export const clientPages = clientWiring(clientApi, csvApi, notify)

