import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertSafeEmulatorMode, firebaseAuthenticator, UnsafeEmulatorMode } from '../../server/src/auth'
import { createApp } from '../../server/src/http/app'
import { startTestServer, type TestServer } from './support/server'
import { unsignedToken } from './support/tokens'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('Firebase token verification', () => {
  it('answers 401 to a forged unsigned token when not in emulator mode', async () => {
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST
    const app = createApp({ db: server.db, auth: firebaseAuthenticator({ projectId: 'demo-medicolle' }) })
    try {
      const res = await app.request('/api/v1/admin/doctors/search', {
        method: 'POST',
        headers: { authorization: `Bearer ${unsignedToken('admin@medicolle.example')}`, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(res.status).toBe(401)
    } finally {
      if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved
    }
  })

  it('refuses emulator mode unless the project id starts with demo- and NODE_ENV is not production', () => {
    const emulatorHost = '127.0.0.1:9099'
    expect(() => assertSafeEmulatorMode({ projectId: 'medicolle-prod', emulatorHost })).toThrow(UnsafeEmulatorMode)
    expect(() => assertSafeEmulatorMode({ projectId: 'demo-medicolle', emulatorHost, nodeEnv: 'production' })).toThrow(UnsafeEmulatorMode)
    expect(() => assertSafeEmulatorMode({ projectId: 'demo-medicolle', emulatorHost, nodeEnv: 'test' })).not.toThrow()
    expect(() => assertSafeEmulatorMode({ projectId: 'medicolle-prod' })).not.toThrow()
  })
})
