/**
 * What the live connection and presence (src/machines/live-connection.machine.ts,
 * presence.machine.ts) ask of the API (docs/live.md):
 *
 * - `stream`: the Server-Sent Events of `admin.live.events`, read with `fetch` so the request
 *   carries `Authorization: Bearer <ID token>` like every call (EventSource cannot send headers).
 *   It reports to its machine (`LiveStreamEvent`): open, each event (decoded with the catalogue's
 *   `LiveEvent` Schema; one that does not decode is dropped and logged), closed by the server,
 *   failed (network, 5xx, no body) or refused (401/403 with the server's message). Stopping the
 *   actor aborts the request.
 * - `beat` / `leave`: `admin.presence.beat`; `leave` says the tab has left the record.
 */
import { Effect, Option, Schema } from 'effect'
import type { EventObject } from 'xstate'
import { catalogue } from '../domain/catalogue'
import { LiveEvent, type LiveStreamEvent, type PresenceBeat } from '../domain/live'
import { api } from './http/api'
import { ApiConfig } from './http/api-config.service'
import { IdToken } from './http/id-token'
import { operation, type ActorPort, type Operation, type Streamed } from './operation'

const events = catalogue['admin.live.events']
const decodeEvent = Schema.decodeUnknownOption(Schema.fromJsonString(LiveEvent))

/** One `event:`/`data:` block of the stream (`change`, `presence`, `resync`), or undefined for a comment, `retry:` or `ready`. */
export const parseBlock = (block: string): LiveEvent | undefined => {
  let kind = 'message'
  const data: string[] = []
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) kind = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
  }
  if ((kind !== 'change' && kind !== 'presence' && kind !== 'resync') || data.length === 0) return undefined
  const event = decodeEvent(data.join('\n'))
  if (Option.isNone(event)) {
    console.warn('[live] an event that does not decode was dropped', data.join('\n').slice(0, 200))
    return undefined
  }
  return event.value
}

const messageOf = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { messages?: Array<{ message?: unknown }> }
    const message = body.messages?.[0]?.message
    return typeof message === 'string' ? message : `HTTP ${response.status}`
  } catch {
    return `HTTP ${response.status}`
  }
}

/** Read the stream until it ends or `signal` aborts it; never rejects (everything goes to `port`). */
export const readLiveStream = async (url: string, token: string, signal: AbortSignal, port: ActorPort<EventObject, LiveStreamEvent>): Promise<void> => {
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal, cache: 'no-store' })
    if (response.status === 401 || response.status === 403) return port.send({ type: 'stream.refused', reason: await messageOf(response) })
    if (!response.ok || !response.body) return port.send({ type: 'stream.failed', reason: response.ok ? 'no body' : await messageOf(response) })
    port.send({ type: 'stream.open' })
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return port.send({ type: 'stream.closed' })
      buffer += value
      let end: number
      while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '')
        const event = parseBlock(block)
        if (event) port.send({ type: 'stream.event', event })
      }
    }
  } catch (error) {
    if (!signal.aborted) port.send({ type: 'stream.failed', reason: String(error) })
  }
}

const stream: Operation<Streamed<{ readonly session: string }, EventObject, LiveStreamEvent>, void, never, ApiConfig | IdToken> = Object.assign(
  ({ input, port }: Streamed<{ readonly session: string }, EventObject, LiveStreamEvent>) =>
    Effect.gen(function* () {
      const config = yield* ApiConfig
      const token = yield* (yield* IdToken).get.pipe(Effect.catch(() => Effect.succeed(undefined)))
      if (token === undefined || token === '') return port.send({ type: 'stream.refused', reason: 'ログインが必要です。再度ログインしてください。' })
      const url = `${config.bases[events.group]}${events.path}?session=${encodeURIComponent(input.session)}`
      yield* Effect.promise((signal) => readLiveStream(url, token, signal, port))
    }).pipe(Effect.withSpan(events.name)),
  { label: events.name, calls: [events.name] as const },
)

const beat = operation(api.admin.presence.beat, (input: PresenceBeat) => ({ body: input }))

export const liveOps = { stream, beat, leave: beat } as const
