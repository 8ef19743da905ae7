import { expect, it } from '@effect/vitest'
import { configFromEnv } from '@src/services/http/api-config.service'

it('defaults: same origin for every group, 200 ms minimum delay, MediColle WEB, no mock option', () => {
  expect(configFromEnv({})).toEqual({
    bases: { general: '/api/v1', admin: '/api/v1/admin', direct: '/api/direct' },
    minimumDelayMs: 200,
    mockOption: undefined,
    appName: 'MediColle WEB',
    buildHash: '',
  })
})

it('base URLs per group, delay, mock option and log stamps come from the Vite env', () => {
  const config = configFromEnv({
    VITE_API_ORIGIN: 'https://api.example.jp/',
    VITE_API_DIRECT_ORIGIN: 'https://direct.example.jp',
    VITE_API_MIN_DELAY_MS: '0',
    VITE_API_MOCK_OPTION: 'empty-lists',
    VITE_PRODUCT_NAME: 'メディコレ',
    VITE_BUILD_ID: 'a1b2c3',
  })
  expect(config).toEqual({
    bases: {
      general: 'https://api.example.jp/api/v1',
      admin: 'https://api.example.jp/api/v1/admin',
      direct: 'https://direct.example.jp/api/direct',
    },
    minimumDelayMs: 0,
    mockOption: 'empty-lists',
    appName: 'メディコレ WEB',
    buildHash: 'a1b2c3',
  })
})

it('a nonsense delay falls back to the spec value', () => {
  expect(configFromEnv({ VITE_API_MIN_DELAY_MS: 'soon' }).minimumDelayMs).toBe(200)
  expect(configFromEnv({ VITE_API_MIN_DELAY_MS: '-5' }).minimumDelayMs).toBe(200)
})
