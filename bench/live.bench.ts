/**
 * `npm run bench:live` (part of `npm run bench`): live updates (docs/live.md) with 200 open
 * Server-Sent Event streams on one instance — the reference server in its own process
 * (bench/support/api-server.ts: RS256 tokens through the server's cachingAuthenticator, as in
 * production), the streams opened from this process as the console opens them (fetch with
 * Authorization: Bearer), all as the seeded operator; the admin saves a doctor (PATCH
 * /doctors/{id}/doctor) once at a time, and the time from sending the save to each stream's
 * `change` event is taken.
 *
 * Prints: p50 / p99 of save → notification over every (save, stream) pair, p99 of the LAST stream
 * per save (when everyone knows), and the server's resident memory before the streams, with them
 * open, and per stream. Goal: every listener within 2 s (the promise); the bench says
 * whether p99 meets it.
 *
 *   npm run bench:live                              PGlite (a fresh data dir under .tmp/bench-live)
 *   DATABASE_URL=… npx tsx bench/live.bench.ts --engine postgres [--streams N] [--saves S]
 */
import { generateKeyPairSync } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDb } from '../server/src/db/database'
import { seedDemo } from '../server/src/seed/demo.seed'
import { signedToken, startServer, stopServer } from './support/bench-server'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback
}
const engine = arg('engine', 'pglite') as 'pglite' | 'postgres'
const streamCount = Number(arg('streams', '200'))
const saves = Number(arg('saves', '50'))
const warmUpSaves = 5
const goalMs = 2_000
const dataDir = '.tmp/bench-live/pglite'

const databaseEnv = (): NodeJS.ProcessEnv =>
  engine === 'postgres' ? { ...process.env } : { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }

const prepare = async (): Promise<string> => {
  if (engine === 'postgres' && !process.env.DATABASE_URL) throw new Error('--engine postgres needs DATABASE_URL')
  if (engine === 'pglite') rmSync(dataDir, { recursive: true, force: true })
  const db = await openDb(engine === 'postgres' ? { databaseUrl: process.env.DATABASE_URL as string } : { dataDir })
  try {
    const seeded = await db.query(sql`SELECT 1 FROM operators LIMIT 1`)
    if (seeded.length === 0) await seedDemo(db, 20)
    return (await db.query<{ id: string }>(sql`SELECT id FROM doctors WHERE deleted_at IS NULL ORDER BY id LIMIT 1`))[0]?.id as string
  } finally {
    await db.close()
  }
}

/** Resident memory of a process (Linux /proc), in MB. */
const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

interface Listener {
  /** Arrival times (performance.now()) of change events, by the save's sequence number. */
  readonly arrivals: Map<number, number>
  readonly abort: AbortController
}

const main = async () => {
  const doctorId = await prepare()
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })
  const { child, port } = await startServer(publicKey, databaseEnv())
  const base = `http://127.0.0.1:${port}/api/v1/admin`
  const operatorToken = signedToken(privateKey, 'bench-operator-uid', 'operator@medicolle.example')
  const adminToken = signedToken(privateKey, 'bench-admin-uid', 'admin@medicolle.example')
  let sequence = 0
  const pending = new Map<number, () => void>()
  try {
    // one warm call each (the callers bound, the code compiled), then the memory before
    await fetch(`${base}/doctors/${doctorId}`, { headers: { authorization: `Bearer ${adminToken}` } }).then((r) => r.text())
    await fetch(`${base}/doctors/${doctorId}`, { headers: { authorization: `Bearer ${operatorToken}` } }).then((r) => r.text())
    await new Promise((r) => setTimeout(r, 500))
    const before = rssMb(child.pid as number)

    const listeners: Listener[] = []
    let opened = 0
    await Promise.all(
      Array.from({ length: streamCount }, async (_, i) => {
        const abort = new AbortController()
        const listener: Listener = { arrivals: new Map(), abort }
        listeners.push(listener)
        const res = await fetch(`${base}/live/events?session=bench-stream-${String(i).padStart(4, '0')}`, {
          headers: { authorization: `Bearer ${operatorToken}`, accept: 'text/event-stream' },
          signal: abort.signal,
        })
        if (!res.ok || !res.body) throw new Error(`stream ${i}: HTTP ${res.status}`)
        opened++
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
        void (async () => {
          let buffer = ''
          for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }))
            if (done) return
            buffer += value
            let end
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              if (!block.startsWith('event: change')) continue
              const at = performance.now()
              const n = sequence
              listener.arrivals.set(n, at)
              if (listeners.every((l) => l.arrivals.has(n))) pending.get(n)?.()
            }
          }
        })()
      }),
    )
    await new Promise((r) => setTimeout(r, 1_000))
    const open = rssMb(child.pid as number)

    const latencies: number[] = []
    const lastOf: number[] = []
    let allowed = false
    for (let s = 0; s < warmUpSaves + saves; s++) {
      sequence = s
      allowed = !allowed
      const everyone = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`save ${s}: not every stream heard of it in 10 s`)), 10_000)
        pending.set(s, () => {
          clearTimeout(timer)
          resolve()
        })
      })
      const sent = performance.now()
      const res = await fetch(`${base}/doctors/${doctorId}/doctor`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ allowed }),
      })
      if (!res.ok) throw new Error(`save ${s}: HTTP ${res.status} ${await res.text()}`)
      await res.text()
      await everyone
      pending.delete(s)
      if (s < warmUpSaves) continue
      const times = listeners.map((l) => (l.arrivals.get(s) as number) - sent)
      latencies.push(...times)
      lastOf.push(Math.max(...times))
    }
    for (const l of listeners) l.abort.abort()

    const p50 = percentile(latencies, 50)
    const p99 = percentile(latencies, 99)
    const lastP99 = percentile(lastOf, 99)
    console.log(`live updates (${engine}): ${opened} open streams on one instance, ${saves} saves`)
    console.log(`  save → notification   p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   (every stream heard: p99 ${lastP99.toFixed(1)} ms)   goal p99 ≤ ${goalMs} ms: ${p99 <= goalMs ? 'met' : 'NOT met'}`)
    const delta = open - before
    console.log(`  server memory          ${before.toFixed(0)} MB resident before, ${open.toFixed(0)} MB with ${opened} streams open (${delta >= 0 ? '+' : ''}${delta.toFixed(1)} MB)`)
    if (p99 > goalMs) process.exitCode = 1
  } finally {
    await stopServer(child)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
