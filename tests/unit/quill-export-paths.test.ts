/**
 * Issue 28 item 13, the static side: quill 2.0.3's HTML export (`getSemanticHTML`, built on the
 * editor's `getHTML`) is vulnerable to XSS (GHSA-v3m3-f69x-jf25, no fixed release; docs/dependencies.md).
 * Nothing in src may call it or use Quill except through PrimeReact's Editor; the installed
 * Editor takes its `htmlValue` from the editable root's `innerHTML`, never from the export; and
 * HTML reaches the page only through `SafeHtml` (DOMPurify) — the Editor's own value included,
 * since Quill parses it into live elements. The behaviour with Quill running:
 * tests/views/press-release/quill-export.test.tsx.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

type Files = ReadonlyMap<string, string>

const sourceFiles = (dir: string): Files =>
  new Map(
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => [join(dir, file), readFileSync(join(dir, file), 'utf8')] as const),
  )

/** The one file that may put HTML into the page, through DOMPurify. */
const sanitiserFile = join('src', 'views', 'components', 'safe-html.component.tsx')

/** Each way HTML could reach the page or Quill's export be taken, outside the sanitiser: `file: what`. */
const htmlPathFindings = (files: Files): ReadonlyArray<string> =>
  [...files].flatMap(([file, text]) => {
    const found: string[] = []
    if (/\bgetSemanticHTML\b|\.getHTML\s*\(/.test(text)) found.push("calls Quill's HTML export")
    if (/from\s+['"]quill(\/[^'"]*)?['"]|import\(\s*['"]quill/.test(text)) found.push('uses Quill directly (only through primereact/editor)')
    if (/\.(innerHTML|outerHTML)\s*\+?=(?!=)|insertAdjacentHTML|document\.write|createContextualFragment|srcdoc/.test(text))
      found.push('writes HTML into the DOM')
    if (file !== sanitiserFile && /dangerouslySetInnerHTML/.test(text)) found.push('sets HTML outside SafeHtml')
    if (/from\s+['"]primereact\/editor['"]/.test(text)) {
      const values = [...text.matchAll(/<Editor\b[^>]*?\bvalue=\{([^}]+)\}/g)].map((m) => (m[1] ?? '').trim())
      if (values.length === 0) found.push('an Editor without a value to check')
      for (const value of values) {
        const sanitised =
          /^sanitizeHtml\(/.test(value) ||
          (/^\w+$/.test(value) && new RegExp(`const ${value} = (useMemo\\(\\(\\) => )?sanitizeHtml\\(`).test(text))
        if (!sanitised) found.push(`an Editor given unsanitised HTML (${value})`)
      }
    }
    return found.map((what) => `${file}: ${what}`)
  })

describe("no path to Quill's vulnerable HTML export, one path for HTML into the page", () => {
  it('src: no export call, no direct Quill, no HTML written outside SafeHtml, every Editor given sanitised HTML', () => {
    const src = sourceFiles('src')
    expect(src.size).toBeGreaterThan(100)
    expect(htmlPathFindings(src)).toEqual([])
    // the checks above do look at the Editor and the sanitiser
    expect([...src.keys()].filter((f) => /from\s+['"]primereact\/editor['"]/.test(src.get(f) ?? ''))).toEqual([
      join('src', 'areas', 'press-release', 'press-release-form.component.tsx'),
    ])
    const sanitiser = src.get(sanitiserFile) ?? ''
    expect(sanitiser).toMatch(/DOMPurify\.sanitize\(html, \{ USE_PROFILES: \{ html: true \} \}\)/)
    expect(sanitiser).toMatch(/const clean = useMemo\(\(\) => sanitizeHtml\(html\), \[html\]\)/)
    expect(sanitiser).toMatch(/dangerouslySetInnerHTML=\{\{ __html: clean \}\}/)
  })

  it('each planted path is found (the scan can fail)', () => {
    const planted: Files = new Map([
      ['src/a.tsx', 'export const html = (quill: { getSemanticHTML(): string }) => quill.getSemanticHTML()'],
      ['src/b.ts', "import Quill from 'quill'\nexport default Quill"],
      ['src/c.ts', 'export const put = (el: HTMLElement, html: string) => { el.innerHTML = html }'],
      ['src/d.tsx', 'export const Raw = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />'],
      ['src/e.tsx', "import { Editor } from 'primereact/editor'\nexport const E = ({ body }: { body: string }) => <Editor value={body} />"],
      ['src/f.tsx', "import { Editor } from 'primereact/editor'\nconst v = sanitizeHtml(b)\nexport const F = () => <Editor value={v} />"],
    ])
    expect(htmlPathFindings(planted)).toEqual([
      "src/a.tsx: calls Quill's HTML export",
      'src/b.ts: uses Quill directly (only through primereact/editor)',
      'src/c.ts: writes HTML into the DOM',
      'src/d.tsx: sets HTML outside SafeHtml',
      'src/e.tsx: an Editor given unsanitised HTML (body)',
    ])
  })

  it("the installed PrimeReact Editor takes htmlValue from the root's innerHTML, never from Quill's export", () => {
    const dir = join('node_modules', 'primereact', 'editor')
    const builds = readdirSync(dir).filter((f) => f.endsWith('.js'))
    expect(builds).toEqual(expect.arrayContaining(['editor.esm.js', 'editor.cjs.js']))
    for (const build of builds) {
      const text = readFileSync(join(dir, build), 'utf8')
      expect(text, build).not.toMatch(/getSemanticHTML|getHTML/)
    }
    // the build the console bundles (package.json "module"): htmlValue is the first child's innerHTML
    const esm = readFileSync(join(dir, 'editor.esm.js'), 'utf8')
    expect(esm).toMatch(/var html = firstChild \? firstChild\.innerHTML : null;/)
    expect(esm).toMatch(/htmlValue: html,/)
  })
})
