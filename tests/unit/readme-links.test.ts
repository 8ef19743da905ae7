/**
 * The README is read in two minutes (issue 42): under 150 lines, and every link in it resolves —
 * to a file of the repository, and where it names a heading (`#…`), to a heading of that file
 * (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens).
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url)
const readme = readFileSync(new URL('README.md', root), 'utf8')

const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')

describe('README.md', () => {
  it('is under 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(150)
  })

  it('links only to files that exist, and to headings they have', () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l))
    expect(links.length).toBeGreaterThan(10)
    for (const link of links) {
      const [path, anchor] = link.split('#') as [string, string | undefined]
      const file = new URL(path, root)
      expect({ link, exists: existsSync(file) }).toEqual({ link, exists: true })
      if (anchor) {
        const headings = [...readFileSync(file, 'utf8').matchAll(/^#+\s+(.+)$/gm)].map((m) => anchorOf(m[1]!))
        expect({ link, found: headings.includes(anchor) }).toEqual({ link, found: true })
      }
    }
  })
})
