/**
 * LISTEN/NOTIFY (docs/live.md): the types every driver's `listen` has, and PostgreSQL's dedicated
 * LISTEN connection (PGlite listens in-process: db/connection.ts).
 */
import pg from 'pg'

/**
 * What a LISTEN connection tells its listeners besides payloads (PostgreSQL only; docs/live.md
 * "Gaps and resync"): `lost` when it dropped (NOTIFYs from now on are missed), `resumed` once it
 * LISTENs again (not on the first connect).
 */
export type ListenState = 'lost' | 'resumed'

/**
 * `listen(channel, onPayload, onState?)` → stop: PostgreSQL LISTEN/NOTIFY (docs/live.md); a dedicated
 * connection on PostgreSQL, in-process on PGlite. Resolves once the channel is LISTENed (on
 * PostgreSQL it keeps trying, with backoff, until then); rejects only when the database is closed.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onState?: (state: ListenState) => void) => Promise<() => Promise<void>>

/**
 * LISTEN on PostgreSQL: one dedicated connection per process (not the pool's: a pooled client is
 * returned and reused), opened on the first `listen`. When it drops (an `error` or an `end` it did
 * not ask for: PostgreSQL restarted, the backend was terminated, the network broke) its listeners
 * hear `lost`, and it is opened again, 1 s then up to 30 s apart, every failed attempt logged, with
 * every channel listened again; then they hear `resumed` (NOTIFYs of the gap are lost: docs/live.md
 * "Gaps and resync"). `close` ends it.
 */
export const postgresListener = (connectionString: string) => {
  interface Listener {
    readonly onPayload: (payload: string) => void
    readonly onState: ((state: ListenState) => void) | undefined
  }
  const channels = new Map<string, Set<Listener>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let closed = false
  /** A connection was lost and none is LISTENing since. */
  let lost = false
  let delay = 1_000
  const waiters = new Set<{ readonly resolve: (c: pg.Client) => void; readonly reject: (error: Error) => void }>()
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`
  const tell = (state: ListenState) => {
    for (const set of channels.values())
      for (const l of set)
        try {
          l.onState?.(state)
        } catch (error) {
          console.error('LISTEN listener failed:', error)
        }
  }
  const schedule = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect().catch(() => {})
    }, delay)
    retry.unref()
    delay = Math.min(delay * 2, 30_000)
  }
  const dropped = (c: pg.Client, why: string) => {
    if (client !== c) return // still opening (its attempt fails and is retried), or already dropped
    client = undefined
    void c.end().catch(() => {})
    if (closed) return
    console.error('LISTEN connection lost:', why)
    lost = true
    tell('lost')
    schedule()
  }
  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString })
    c.on('notification', (n) => {
      for (const l of channels.get(n.channel) ?? []) l.onPayload(n.payload ?? '')
    })
    c.on('error', (error) => dropped(c, error.message))
    c.on('end', () => dropped(c, 'the connection ended'))
    try {
      await c.connect()
      for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`)
      return c
    } catch (error) {
      void c.end().catch(() => {})
      throw error
    }
  }
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client)
    connecting ??= open()
      .then(
        (c) => {
          if (closed) {
            void c.end().catch(() => {})
            throw new Error('the database is closed')
          }
          client = c
          delay = 1_000
          for (const w of waiters) w.resolve(c)
          waiters.clear()
          if (lost) {
            lost = false
            console.error('LISTEN connection open again')
            tell('resumed')
          }
          return c
        },
        (error: unknown) => {
          if (!closed) {
            console.error('LISTEN connection failed:', error instanceof Error ? error.message : String(error))
            schedule()
          }
          throw error
        },
      )
      .finally(() => {
        connecting = undefined
      })
    return connecting
  }
  /** The open connection, once there is one (attempts go on meanwhile); rejects once closed. */
  const connected = (): Promise<pg.Client> => {
    if (closed) return Promise.reject(new Error('the database is closed'))
    if (client) return Promise.resolve(client)
    const waiting = new Promise<pg.Client>((resolve, reject) => void waiters.add({ resolve, reject }))
    if (!retry) void connect().catch(() => {})
    return waiting
  }
  const listen: Listen = async (channel, onPayload, onState) => {
    const first = !channels.has(channel)
    const set = channels.get(channel) ?? new Set()
    const listener: Listener = { onPayload, onState }
    set.add(listener)
    channels.set(channel, set)
    const c = await connected()
    // a connection opened after the channel was added LISTENs already (LISTEN twice is harmless);
    // one that drops meanwhile is opened again with every channel
    if (first) await c.query(`LISTEN ${quote(channel)}`).catch(() => {})
    return async () => {
      set.delete(listener)
      if (set.size > 0 || !channels.has(channel)) return
      channels.delete(channel)
      await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {})
    }
  }
  const close = async () => {
    closed = true
    if (retry) clearTimeout(retry)
    retry = undefined
    for (const w of waiters) w.reject(new Error('the database is closed'))
    waiters.clear()
    const c = client ?? (connecting ? await connecting.catch(() => undefined) : undefined)
    client = undefined
    await c?.end().catch(() => {})
  }
  return { listen, close }
}

