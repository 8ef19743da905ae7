/** The page staff open (index.html): a back office is never indexed, and says what it is. */
// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const html = readFileSync('index.html', 'utf8')
const doc = new DOMParser().parseFromString(html, 'text/html')
const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')

describe('index.html', () => {
  it('asks search engines not to index or follow the console', () => {
    expect(meta('robots')?.split(',').map((v) => v.trim())).toEqual(expect.arrayContaining(['noindex', 'nofollow']))
  })

  it('describes the console in Japanese, in a Japanese document', () => {
    expect(doc.documentElement.lang).toBe('ja')
    expect(meta('description')).toMatch(/運用コンソール/)
  })
})
