/**
 * One typed service per API area, generated from the catalogue: every catalogued call is a
 * method of its area's service, keyed by its catalogue name and traced as an `Effect.fn`.
 *
 *   const doctors = yield* Doctors
 *   const page = yield* doctors['admin.doctors.search']({ body: { keyword: '佐藤' } })
 *
 * The area is the second segment of the call name (`admin.doctors.search` → `doctors`), so a
 * call added to the catalogue is reachable at once; a test checks every call is.
 */
import { Context, Effect, Layer } from 'effect'
import { catalogue, type CallName, type Catalogue } from '../domain/catalogue'
import type { EndpointOutput } from '../domain/endpoint'
import { ApiClient, type CallInput } from './http/api-client.service'
import type { ApiError } from './http/api-errors'

type AreaOf<N> = N extends `${string}.${infer A}.${string}` ? A : never
export type Area = AreaOf<CallName>

export type AreaCalls<A extends Area> = {
  readonly [N in CallName as AreaOf<N> extends A ? N : never]: (
    input: CallInput<Catalogue[N]>,
  ) => Effect.Effect<EndpointOutput<Catalogue[N]>, ApiError>
}

export const callsOfArea = (area: string): ReadonlyArray<CallName> =>
  (Object.keys(catalogue) as CallName[]).filter((name) => name.split('.')[1] === area)

/** An area's service key, with its layer: the area's calls bound to the ApiClient. */
const area = <A extends Area>(name: A) => {
  const Tag = Context.Service<AreaCalls<A>>(`medicolle/services/${name}`)
  const layer = Layer.effect(
    Tag,
    Effect.gen(function* () {
      const client = yield* ApiClient
      const methods: Record<string, unknown> = {}
      for (const callName of callsOfArea(name)) {
        const endpoint = catalogue[callName]
        methods[callName] = Effect.fn(callName)(function* (input: never) {
          return yield* client.call(endpoint, input)
        })
      }
      // `as unknown as`: the methods are built by looping over the area's call names at run time,
      // which TypeScript cannot follow into the mapped type AreaCalls<A>
      return methods as unknown as AreaCalls<A>
    }),
  )
  return Object.assign(Tag, { area: name, layer })
}

export const Admissions = area('admissions')
export const Auth = area('auth')
export const Health = area('health')
export const LogProxy = area('logProxy')
export const Contact = area('contact')
export const Contacts = area('contacts')
export const Belongs = area('belongs')
export const Clients = area('clients')
export const Doctors = area('doctors')
export const DoctorArticles = area('doctorArticles')
export const DoctorNotifications = area('doctorNotifications')
export const DoctorPoints = area('doctorPoints')
export const DenialReasons = area('denialReasons')
export const ExpertiseTree = area('expertise')
export const Files = area('files')
export const Giftcard = area('giftcard')
export const Images = area('images')
export const Manuscripts = area('manuscripts')
export const MediaArticles = area('mediaArticles')
export const Medium = area('medium')
export const Organizations = area('organizations')
export const PressReleases = area('pressReleases')
export const Reviews = area('reviews')
export const Stats = area('stats')
export const Tags = area('tags')
export const Histories = area('histories')
export const Mp = area('mp')
export const Notifications = area('notifications')
export const Operators = area('operators')
export const Recommends = area('recommends')
export const Reports = area('reports')
export const Rankings = area('rankings')
export const AuditLogs = area('auditLogs')
export const SavedViews = area('savedViews')
export const Imports = area('imports')

/** Every area service, for the composition root and the coverage test. */
export const areaServices = [
  Admissions, Auth, Health, LogProxy, Contact, Contacts, Belongs, Clients, Doctors, DoctorArticles, DoctorNotifications,
  DoctorPoints, DenialReasons, ExpertiseTree, Files, Giftcard, Images, Manuscripts, MediaArticles, Medium, Organizations,
  PressReleases, Reviews, Stats, Tags, Histories, Mp, Notifications, Operators, Recommends, Reports, Rankings, AuditLogs,
  SavedViews, Imports,
] as const

/** The service identifiers of all areas (what `areasLayer` provides). */
export type AreaServices = Layer.Success<(typeof areaServices)[number]['layer']>

/** All area services at once (needs ApiClient). Typed precisely, so a runtime knows every area it holds. */
export const areasLayer = areaServices
  .map((service) => service.layer as Layer.Layer<AreaServices, never, ApiClient>)
  .reduce((all, layer) => Layer.merge(all, layer))
