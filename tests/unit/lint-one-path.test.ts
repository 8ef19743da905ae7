/**
 * The lint rules that keep one path from a page to the API (eslint.config.js) fail on planted
 * violations: a request built outside src/services, a cast on route params or search.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

const errorsOf = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.message)
}

describe('one-path lint rules', () => {
  it('src/app may not reach the HTTP client', async () => {
    const errors = await errorsOf('src/app/planted.ts', "import { ApiClient } from '../services/http/api-client.service'\nexport const x = ApiClient\n")
    expect(errors.join('\n')).toMatch(/Only src\/services builds requests/)
  })

  it('views and the composition root may not fetch', async () => {
    expect((await errorsOf('src/views/planted.ts', "export const load = () => fetch('/api/v1/doctors/')\n")).length).toBeGreaterThan(0)
    expect((await errorsOf('src/app/planted.ts', "export const load = () => fetch('/api/v1/doctors/')\n")).length).toBeGreaterThan(0)
  })

  it('no cast on useParams / useSearch', async () => {
    const cast = await errorsOf('src/app/routes/planted.tsx', "declare const route: { useParams(): unknown }\nexport const id = (route.useParams() as { id: string }).id\n")
    expect(cast.join('\n')).toMatch(/No casts on useParams\/useSearch/)
    const bare = await errorsOf('src/app/routes/planted.tsx', "declare function useSearch(): unknown\nexport const s = useSearch() as { q: string }\n")
    expect(bare.join('\n')).toMatch(/No casts on useParams\/useSearch/)
  })

  it('the same code through an operation passes', async () => {
    const errors = await errorsOf(
      'src/app/planted.ts',
      "import { doctorOps } from '../services/doctor.ops'\nimport { effectActor } from './bridge'\nexport const fetchPage = effectActor(doctorOps.search)\n",
    )
    expect(errors).toEqual([])
  })
})
