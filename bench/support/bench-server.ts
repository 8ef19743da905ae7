/**
 * The reference server as the benches run it (bench/api.bench.ts, bench/live.bench.ts): its own
 * process (bench/support/api-server.ts) with the Node flags of the production start, RS256 ID
 * tokens signed with the bench's key and verified by the server as in production.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createSign } from 'node:crypto'
import { readFileSync } from 'node:fs'

/** The Node flags of the production start (`npm run start:server`), so the bench runs the server as deployed. */
export const productionNodeFlags = (): string[] => {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['start:server'] ?? ''
  return start.split(/\s+/).filter((word) => /^--[a-z-]+=\S+$/.test(word))
}

/**
 * Every request is one account's: 500 a second is 30,000 a minute, five times staff's per-account
 * budget (6,000 a minute, server/src/http/rate-limit.ts). The factor lifts the budget out of the
 * way but keeps it checked, so each request still pays what the budget costs in production.
 */
export const benchRateLimitFactor = '100'

/** Start the server on `env` (its database) verifying tokens with `publicKey`; resolves with its port. */
export const startServer = (publicKey: string, env: NodeJS.ProcessEnv) =>
  new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    const child = spawn(process.execPath, [...productionNodeFlags(), '--import', 'tsx', 'bench/support/api-server.ts'], {
      env: { ...env, BENCH_PUBLIC_KEY: publicKey, RATE_LIMIT_FACTOR: benchRateLimitFactor },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\d+)/.exec(out)
      if (match) resolve({ child, port: Number(match[1]) })
    })
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })

/** Ask the server to stop (it closes its connections and database); give it 10 s, then kill it. */
export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve()
    }, 10_000)
    child.removeAllListeners('exit')
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })

/** An RS256 ID token for a seeded account, signed with the bench's key (verified by the server). */
export const signedToken = (privateKey: string, uid: string, email: string) => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'bench' })}.${part({ sub: uid, email, email_verified: true, iat: now, exp: now + 3600 })}`
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`
}
