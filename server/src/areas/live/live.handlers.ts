/**
 * The live area's calls (docs/live.md): the event stream (Server-Sent Events) and the presence beat.
 * Both are staff-only (access `operator`, http/app.ts); what an operator may hear is the hub's
 * rule (live.hub.ts `mayHear`): admin-only areas to admins only.
 */
import type { Catalogue } from '#domain/catalogue'
import { areaOfTopic } from '#domain/live'
import { ApiFailure, type AreaHandlers } from '../support/handler'
import { adminOnly, canListen, hubOf, listenWaitMs, type LiveConnection } from './live.hub'
import * as live from './live.repository'

const staff = (caller: { operator: { id: string; role: string } | null } | null) => {
  if (!caller?.operator) throw new ApiFailure(403, 'この操作は管理者・オペレーターのみ行えます')
  return caller.operator
}

const encoder = new TextEncoder()

export const handlers = {
  'admin.live.events': async ({ db, caller, query }) => {
    const operator = staff(caller)
    if (!canListen(db)) throw new ApiFailure(503, 'この環境では更新通知を利用できません')
    const hub = hubOf(db)
    // a stream opened while this instance cannot LISTEN would be deaf: the browser tries again later
    if (!(await hub.listening(listenWaitMs))) throw new ApiFailure(503, '更新通知を一時的に受け取れません')
    let connection: LiveConnection | undefined
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true
        connection = {
          session: query.session,
          operatorId: operator.id,
          admin: operator.role === 'admin',
          openedAt: Date.now(),
          send: (chunk) => {
            if (open) controller.enqueue(encoder.encode(chunk))
          },
          close: () => {
            if (!open) return
            open = false
            if (connection) hub.remove(connection)
            controller.close()
          },
        }
        hub.add(connection)
        controller.enqueue(encoder.encode('retry: 2000\nevent: ready\ndata: {}\n\n'))
      },
      cancel() {
        if (connection) hub.remove(connection)
      },
    })
    return {
      stream: new Response(stream, {
        headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
      }),
    }
  },

  'admin.presence.beat': async ({ db, caller, body }) => {
    const operator = staff(caller)
    if (adminOnly.has(areaOfTopic(body.topic)) && operator.role !== 'admin') throw new ApiFailure(403, 'この操作は管理者権限が必要です')
    const changed = body.leave
      ? (await live.leave(db, body.session, operator.id, body.topic)).length > 0
      : await live.beat(db, body.session, body.topic, operator.id, body.editing)
    if (changed) {
      if (canListen(db)) await hubOf(db).presenceChanged([body.topic])
      else await live.notify(db, { kind: 'presence', topic: body.topic, present: await live.present(db, body.topic) })
    }
    return { payload: { topic: body.topic, present: await live.present(db, body.topic) } }
  },
} satisfies AreaHandlers<Catalogue>
