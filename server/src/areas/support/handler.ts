/**
 * What a handler is: a function from the decoded request to what the catalogue entry's shape
 * asks for. Handlers throw `ApiFailure` for refusals (Japanese messages, fitting HTTP codes).
 */
import type { AnyEndpoint, Page } from '#domain/endpoint'
import type { Db } from '../../db/db'

export interface CallerOperator {
  readonly id: string
  readonly email: string
  readonly role: 'admin' | 'operator'
}

/** The doctor or client a caller is bound to (server/src/auth.ts). */
export interface CallerDoctor {
  readonly id: string
  readonly frozen: boolean
}
export interface CallerClient {
  readonly id: string
  readonly suspended: boolean
}

/**
 * The verified identity behind a request (e-mail verified, allowed sign-in provider), and what it
 * is bound to: an active operator, a live doctor, a live client, or none of them (a stranger).
 */
export interface Caller {
  readonly uid: string
  readonly email: string | null
  readonly operator: CallerOperator | null
  readonly doctor: CallerDoctor | null
  readonly client: CallerClient | null
}

export interface HandlerContext<E extends AnyEndpoint> {
  readonly db: Db
  readonly caller: Caller | null
  readonly params: E['params']['Type']
  readonly query: E['query']['Type']
  readonly body: E['body']['Type']
  readonly file?: File | undefined
  readonly log: (entry: unknown) => void
}

/**
 * Handlers answer the JSON (encoded) form of the payload; the app decodes it with the
 * catalogue's payload schema before sending, so a handler bug is a 500, never a bad answer.
 */
export type HandlerOutput<E extends AnyEndpoint> = E['shape'] extends 'list'
  ? Page<E['payload']['Encoded']>
  : E['shape'] extends 'csv'
    ? { readonly csv: string; readonly filename: string }
    : E['shape'] extends 'stream'
      ? { readonly stream: Response }
      : { readonly payload: E['payload']['Encoded']; readonly status?: number; readonly message?: string }

export type HandlerResult = Page<unknown> | { csv: string; filename: string } | { stream: Response } | { payload: unknown; status?: number; message?: string }

export type Handler<E extends AnyEndpoint> = (ctx: HandlerContext<E>) => Promise<HandlerOutput<E>>

/** A refusal: HTTP status plus the Japanese messages staff see. */
export class ApiFailure extends Error {
  readonly messages: ReadonlyArray<string>
  constructor(
    readonly status: number,
    ...messages: ReadonlyArray<string>
  ) {
    super(messages[0] ?? `HTTP ${status}`)
    this.messages = messages
  }
}

export const notFound = (what: string): never => {
  throw new ApiFailure(404, `${what}が見つかりません`)
}

/**
 * What an area's handler map satisfies (`export const handlers = { … } satisfies AreaHandlers<Catalogue>`):
 * each key a catalogued call, each handler typed by its call. The keys are the area's calls
 * (`keyof typeof handlers`), listed once.
 */
export type AreaHandlers<C extends Record<string, AnyEndpoint>> = { readonly [N in keyof C]?: Handler<C[N]> }

/** The JSON form of a schema's value (what handlers produce). */
export type Json<S extends { readonly Encoded: unknown }> = S['Encoded']
