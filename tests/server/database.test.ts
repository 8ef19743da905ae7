import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLocked, lockDataDir } from '@server/src/db/database'

describe('PGlite data directory lock', () => {
  it('refuses a data dir held by another live process, with a clear message', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite')
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' })
    try {
      writeFileSync(`${dir}.lock`, String(holder.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirLocked)
      expect(() => lockDataDir(dir)).toThrow(/別のプロセス \(pid \d+\) が使用中/)
    } finally {
      holder.kill()
    }
  })

  it('takes over a lock left by a dead process, and releases it', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite')
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' })
    await new Promise((done) => dead.on('exit', done))
    writeFileSync(`${dir}.lock`, String(dead.pid))
    const release = lockDataDir(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
    expect(() => lockDataDir(dir)()).not.toThrow()
  })
})
