// Starts the reference server for browser tests on a fresh embedded database with demo data.
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-pglite'
rmSync(dataDir, { recursive: true, force: true })
const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SEED: 'demo', NODE_ENV: 'test' },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code) => process.exit(code ?? 0))
