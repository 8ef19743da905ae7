/**
 * One path for HTML into the page, and no way back to Quill. HTML reaches the page only through
 * `SafeHtml` (DOMPurify) and the rich-text editor, which sanitises every value before its schema
 * reads it (src/views/components/rich-text/rich-text-editor.component.tsx); nothing in src writes
 * HTML into the DOM by hand. Quill (GHSA-v3m3-f69x-jf25: its HTML export writes embeds unescaped,
 * no fixed release) and PrimeReact's `Editor` over it are gone: not imported, not installed, not in
 * the lockfile (docs/dependencies.md, docs/decisions.md "Rich-text editor"). The editor's own
 * behaviour with hostile bodies: tests/views/rich-text/rich-text-editor.test.tsx.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
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

/** The rich-text editor, the one other place HTML is read into the page (by its schema, sanitised first). */
const editorFile = join('src', 'views', 'components', 'rich-text', 'rich-text-editor.component.tsx')

/** Each way HTML could reach the page outside the sanitiser, or Quill come back: `file: what`. */
const htmlPathFindings = (files: Files): ReadonlyArray<string> =>
  [...files].flatMap(([file, text]) => {
    const found: string[] = []
    if (/from\s+['"]quill(\/[^'"]*)?['"]|import\(\s*['"]quill/.test(text)) found.push('uses Quill')
    if (/['"]primereact\/editor['"]/.test(text)) found.push("uses PrimeReact's Editor (Quill)")
    if (/\.(innerHTML|outerHTML)\s*\+?=(?!=)|insertAdjacentHTML|document\.write|createContextualFragment|srcdoc/.test(text))
      found.push('writes HTML into the DOM')
    if (file !== sanitiserFile && /dangerouslySetInnerHTML/.test(text)) found.push('sets HTML outside SafeHtml')
    if (/from\s+['"]@tiptap\//.test(text) && file !== editorFile) found.push('uses Tiptap outside the rich-text editor (its own lazy chunk)')
    return found.map((what) => `${file}: ${what}`)
  })

describe('one path for HTML into the page; no Quill', () => {
  it('src: no Quill, no PrimeReact Editor, no HTML written outside SafeHtml, Tiptap only in the editor', () => {
    const src = sourceFiles('src')
    expect(src.size).toBeGreaterThan(100)
    expect(htmlPathFindings(src)).toEqual([])
    const sanitiser = src.get(sanitiserFile) ?? ''
    expect(sanitiser).toMatch(/DOMPurify\.sanitize\(html, \{ USE_PROFILES: \{ html: true \} \}\)/)
    expect(sanitiser).toMatch(/const clean = useMemo\(\(\) => sanitizeHtml\(html\), \[html\]\)/)
    expect(sanitiser).toMatch(/dangerouslySetInnerHTML=\{\{ __html: clean \}\}/)
    // the editor reads only sanitised HTML: its first content and every value set from outside
    const editor = src.get(editorFile) ?? ''
    expect(editor).toMatch(/content: sanitizeHtml\(value\),/)
    expect(editor).toMatch(/setContent\(sanitizeHtml\(value\), \{ emitUpdate: false \}\)/)
    expect(editor.match(/setContent\(|content:/g)).toHaveLength(2)
  })

  it('Quill is not installed, declared or locked', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: object; devDependencies: object }
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => /quill/.test(name))).toEqual([])
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, unknown> }
    expect(Object.keys(lock.packages).filter((path) => /(^|\/)quill(-delta)?$/.test(path))).toEqual([])
    expect(existsSync(join('node_modules', 'quill'))).toBe(false)
  })

  it('each planted path is found (the scan can fail)', () => {
    const planted: Files = new Map([
      ['src/b.ts', "import Quill from 'quill'\nexport default Quill"],
      ['src/c.ts', 'export const put = (el: HTMLElement, html: string) => { el.innerHTML = html }'],
      ['src/d.tsx', 'export const Raw = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />'],
      ['src/e.tsx', "import { Editor } from 'primereact/editor'\nexport const E = ({ body }: { body: string }) => <Editor value={body} />"],
      ['src/f.tsx', "import StarterKit from '@tiptap/starter-kit'\nexport default StarterKit"],
      ['src/g.ts', 'export const read = (el: HTMLElement) => el.innerHTML === ""'],
    ])
    expect(htmlPathFindings(planted)).toEqual([
      'src/b.ts: uses Quill',
      'src/c.ts: writes HTML into the DOM',
      'src/d.tsx: sets HTML outside SafeHtml',
      "src/e.tsx: uses PrimeReact's Editor (Quill)",
      'src/f.tsx: uses Tiptap outside the rich-text editor (its own lazy chunk)',
    ])
  })
})
