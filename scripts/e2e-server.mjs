// Starts the reference server for browser tests on a fresh embedded database with demo data.
// With E2E_API_RECORDING=<dir> (playwright.config.ts sets .tmp/api-recording), the server listens
// on a free port behind a recording proxy on PORT (scripts/e2e-api-recorder.mjs).
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { startRecordingProxy } from './e2e-api-recorder.mjs'

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-pglite'
rmSync(dataDir, { recursive: true, force: true })
const recordingDir = process.env.E2E_API_RECORDING?.trim()
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
const env = { ...process.env, DATA_DIR: dataDir, SEED: 'demo', NODE_ENV: 'test' }
if (recordingDir) {
  const port = Number(process.env.PORT ?? 8787)
  const hostname = process.env.HOST?.trim() || '127.0.0.1'
  const innerPort = await freePort()
  env.PORT = String(innerPort)
  env.HOST = '127.0.0.1'
  const { file } = startRecordingProxy({ port, hostname, target: `http://127.0.0.1:${innerPort}`, dir: recordingDir })
  console.log(`recording /api requests to ${file}`)
}
const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env,
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code) => process.exit(code ?? 0))
