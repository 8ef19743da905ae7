#!/usr/bin/env node
// `npm start`: the whole console on one machine.
//   1. Firebase Auth emulator (auth only, offline, project demo-medicolle) on 127.0.0.1:9099
//   2. the reference API server on the embedded database (.data/pglite), demo data on first start
//   3. the console (Vite dev server) on http://127.0.0.1:5173, proxying /api to the server
// Prints the URL and the operator e-mail to sign in with. Ctrl-C stops all three.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-medicolle'
const apiPort = Number(process.env.PORT ?? 8787)
const webPort = 5173
const adminEmail = 'admin@medicolle.example'
const started = Date.now()
const children = []

const colours = { emulator: 35, server: 36, web: 33 }
const run = (name, command, args, env = {}) => {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so that Ctrl-C stops grandchildren too
  })
  const prefix = `\x1b[${colours[name]}m[${name}]\x1b[0m `
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) process.stdout.write(prefix + line + '\n')
    })
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything`)
      stop(1)
    }
  })
  children.push(child)
  return child
}

let stopping = false
const stop = (code = 0) => {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

const waitFor = async (url, label, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (stopping) return
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    await sleep(250)
  }
  console.error(`${label} did not come up within ${timeoutMs / 1000} s`)
  stop(1)
}

run('emulator', 'npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', projectId], { CI: 'true' })
run('server', 'npx', ['tsx', 'server/src/main.ts'], {
  PORT: String(apiPort),
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  SEED: process.env.SEED ?? 'demo',
})
run('web', 'npx', ['vite', '--port', String(webPort)], { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` })

await Promise.all([
  waitFor('http://127.0.0.1:9099/', 'Auth emulator'),
  waitFor(`http://127.0.0.1:${apiPort}/api/v1/health_check`, 'API server'),
  waitFor(`http://127.0.0.1:${webPort}/`, 'Console'),
])
if (!stopping) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`
  ┌──────────────────────────────────────────────────────────────────────┐
    Console ready in ${seconds} s:  http://127.0.0.1:${webPort}/
    Sign in with:            ${adminEmail}
    No mail leaves this machine: after sending, open the newest link in
    http://127.0.0.1:9099/emulator/v1/projects/${projectId}/oobCodes
    (the sign-in page shows this address too)
    Ctrl-C stops the emulator, the API server and the console.
  └──────────────────────────────────────────────────────────────────────┘
`)
}
