// @vitest-environment jsdom
/**
 * Issue 28 item 13: quill 2.0.3 (the engine of PrimeReact's Editor, the press-release body) is the
 * version GHSA-v3m3-f69x-jf25 / CVE-2025-15056 names: its HTML export — `quill.getSemanticHTML()`,
 * built on `editor.getHTML()` — writes a video embed's URL (and a formula's value) into the markup
 * unescaped, so a crafted URL becomes live elements (Quill's own copy handler uses it too, for the
 * text/html it puts on the clipboard). No fixed release exists (docs/dependencies.md).
 *
 * The console never takes that path: the real edit page, with Quill running, is given a body
 * carrying the attack, staff type and paste into it and save, and Quill's export is never called;
 * the body's formats leave video and formula out (press-release-form.tsx `editorFormats`), so a
 * pasted embed never becomes one and the copy handler has none to export.
 * The Editor's value is PrimeReact's `htmlValue` — the editable root's `innerHTML`, the browser's
 * own serialisation, which escapes attribute values — and everything shown goes through DOMPurify
 * (`SafeHtml` / `sanitizeHtml`). The static side (no call of the export anywhere in src, one HTML
 * sink) is tests/unit/quill-export-paths.test.ts.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Schema } from 'effect'
import Quill from 'quill'
import QuillEditor from 'quill/core/editor'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import '@src/app/dayjs'
import { installPrimeLocale } from '@src/app/locale'
import type { PressReleaseId } from '@src/domain/ids'
import { PressRelease, type PressReleaseInput } from '@src/domain/press-release'
import type { SaveInput } from '@src/domain/records'
import { SafeHtml, sanitizeHtml } from '@src/views/components/safe-html.component'
import { renderEditPage } from './render-edit-page'

installPrimeLocale()

/** A video embed whose URL closes the attribute in the export: `getSemanticHTML` turns it into a live `<img onerror>`. */
const videoAttack = 'https://video.example/x"><img src=x onerror="window.__xss=1">'
const attackBody =
  '<p>本文</p>' +
  `<iframe class="ql-video" src="${videoAttack.replace(/"/g, '&quot;')}"></iframe>` +
  '<img src=x onerror="window.__xss=3"><script>window.__xss=4</script><a href="javascript:window.__xss=5">リンク</a>'

/** The release as the console decodes it from the API (the body as an attacker would want it stored). */
const release: PressRelease = Schema.decodeUnknownSync(PressRelease)({
  id: '7', clientId: '7', clientName: 'テスト製薬', mediaId: null, title: '新薬承認のお知らせ', body: attackBody,
  tagIds: [], status: 'editing', publishedAt: null, statusReason: null,
  createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z', version: 1,
})

let exportCalls: Array<MockInstance>
beforeEach(() => {
  delete (window as { __xss?: number }).__xss
  exportCalls = [vi.spyOn(Quill.prototype, 'getSemanticHTML'), vi.spyOn(QuillEditor.prototype, 'getHTML')]
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/**
 * The Quill instance PrimeReact created for the body, once it is ready: the form labels Quill's
 * root in the Editor's `onLoad`, which runs after the Editor has subscribed to Quill's changes.
 */
const bodyEditor = async (): Promise<Quill> => {
  const quill = await waitFor(
    () => {
      const container = document.querySelector('.press-release-editor [role="textbox"][aria-label="本文"]')?.parentElement
      const found = container ? Quill.find(container) : null
      if (!(found instanceof Quill)) throw new Error('the body editor is not ready')
      return found
    },
    { timeout: 10_000 },
  )
  return quill
}

/** Elements or attributes that would run script, in HTML parsed inertly. */
const liveMarkup = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return [
    ...[...doc.querySelectorAll('script, iframe, object, embed')].map((e) => e.tagName),
    ...[...doc.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((a) => a.startsWith('on')).map((a) => `${e.tagName}[${a}]`)),
    ...[...doc.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]')].map((e) => `${e.tagName} javascript:`),
  ]
}

describe('the press-release editor never uses Quill’s HTML export (GHSA-v3m3-f69x-jf25)', () => {
  it('the attack is live through the export of the installed Quill (so the checks below can fail)', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const quill = new Quill(host)
    quill.insertEmbed(0, 'video', videoAttack, 'api')
    expect(liveMarkup(quill.getSemanticHTML())).toContain('IMG[onerror]')
    // the advisory's other embed, the formula, cannot even be created here: the console loads no KaTeX
    expect(() => quill.insertEmbed(0, 'formula', '<img src=x onerror="window.__xss=2">', 'api')).toThrow('Formula module requires KaTeX')
    host.remove()
  })

  it("the sanitiser everything is shown through (SafeHtml) disarms even the export's output", () => {
    const host = document.createElement('div')
    document.body.append(host)
    const quill = new Quill(host)
    quill.insertEmbed(0, 'video', videoAttack, 'api')
    const exported = quill.getSemanticHTML()
    host.remove()
    render(<SafeHtml className="exported" label="exported" html={exported} />)
    const shown = screen.getByLabelText('exported')
    expect(liveMarkup(shown.innerHTML)).toEqual([])
    expect(sanitizeHtml('<iframe class="ql-video" src="https://video.example/"></iframe>')).toBe('')
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })

  it('loading, typing, pasting and saving: no export call; the editor, the preview and the saved body carry nothing that runs', async () => {
    const saved: Array<SaveInput<PressReleaseInput, PressReleaseId>> = []
    renderEditPage(release, { saved })
    const quill = await bodyEditor()
    // the Editor was given the body sanitised: the embeds, the handler, the script and the javascript: link are gone
    expect(quill.root.textContent).toContain('本文')
    expect(liveMarkup(quill.root.innerHTML)).toEqual([])
    expect(quill.root.querySelector('iframe')).toBeNull()

    // staff type, and paste a crafted video embed (what the clipboard does with pasted HTML)
    quill.insertText(0, '追記。', 'user')
    const pasted = `<iframe class="ql-video" src="${videoAttack.replace(/"/g, '&quot;')}"></iframe>`
    quill.updateContents(quill.clipboard.convert({ html: pasted, text: '' }), 'user')
    // the body's formats leave video (and formula) out: the pasted embed never becomes one, so
    // nothing of it can reach quill's export (its own copy handler included)
    expect(quill.root.querySelector('iframe')).toBeNull()
    expect(quill.getFormat(0, quill.getLength())).not.toHaveProperty('video')
    const edited = quill.root.innerHTML
    const preview = await screen.findByLabelText('プレビュー（公開時の表示）')
    await waitFor(() => expect(preview.textContent).toContain('追記。'))
    expect(liveMarkup(preview.innerHTML)).toEqual([]) // …and nowhere in what the console shows

    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const body = saved[0]?.body.body ?? ''
    expect(body).toBe(edited) // PrimeReact's htmlValue: the DOM's own serialisation of the editable root
    expect(body).toContain('追記。')
    // no element of the crafted embed, no handler: nothing that runs
    const doc = new DOMParser().parseFromString(body, 'text/html')
    expect(doc.querySelector('iframe')).toBeNull()
    expect(liveMarkup(body)).toEqual([])
    // (the server stores rich text sanitised as well, iframes dropped: tests/server/security-richtext.test.ts)

    for (const call of exportCalls) expect(call).not.toHaveBeenCalled()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })
})
