// @vitest-environment jsdom
/**
 * The rich-text editor (Tiptap) of press-release bodies and manuscript contents: each toolbar button
 * writes the HTML shape the server's sanitiser keeps as it is (server/src/areas/support/rich-text.ts:
 * h2/h3, ul/ol/li, a href, img src, strong/em), an image goes through the page's upload and its URL
 * is put in, a pasted Word fragment (mso- styles, `<o:p>`, conditional comments, typed list bullets)
 * comes out clean, and a hostile stored body runs nothing in the editor.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sanitizeRichText } from '@server/src/areas/support/rich-text'
import { cleanPastedHtml, editorHtml } from '@src/views/components/rich-text/paste-cleaning'
import { RichTextEditor } from '@src/views/components/rich-text/rich-text-editor.component'
import { RichTextField } from '@src/views/components/rich-text/rich-text-field.component'

afterEach(cleanup)

/** The editor renders its editable with the given id; Tiptap keeps itself on that element. */
const setup = (value: string, uploadImage?: (file: File) => Promise<string>) => {
  const onChange = vi.fn<(html: string) => void>()
  render(<RichTextEditor id="body" label="本文" value={value} onChange={onChange} {...(uploadImage ? { uploadImage } : {})} />)
  const editable = screen.getByRole('textbox', { name: '本文' })
  const editor = (editable as HTMLElement & { editor: Editor }).editor
  const last = () => onChange.mock.calls.at(-1)?.[0]
  const selectAll = () => act(() => void editor.commands.selectAll())
  const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
  return { onChange, editable, editor, last, selectAll, press }
}

/** What the server stores of `html`: its sanitiser, with the rel/target it adds to links taken off again, read back as HTML (`<img>` for its `<img />`). */
const stored = (html: string) => {
  const doc = new DOMParser().parseFromString(sanitizeRichText(html).replace(/ rel="noopener noreferrer nofollow" target="_blank"/g, ''), 'text/html')
  return doc.body.innerHTML
}

const word = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">',
  '<style><!-- p.MsoNormal {mso-style-parent:""; margin:0mm;} --></style></head><body lang=JA>',
  '<!--StartFragment-->',
  '<p class=MsoNormal style="mso-margin-top-alt:auto"><b><span style="font-family:游明朝;mso-bidi-font-family:Arial">新薬の承認</span></b><span lang=EN-US style="mso-ansi-language:EN-US">について<o:p></o:p></span></p>',
  '<p class=MsoListParagraphCxSpFirst style="text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7.0pt \'Times New Roman\'">&nbsp;&nbsp;</span></span><![endif]>第一の効能<o:p></o:p></p>',
  '<p class=MsoListParagraphCxSpLast style="text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7.0pt \'Times New Roman\'">&nbsp;&nbsp;</span></span><![endif]>第二の効能<o:p></o:p></p>',
  '<p class=MsoNormal><i style="mso-bidi-font-style:normal">詳細は<a href="https://example.jp/news">発表資料</a>をご覧ください</i><o:p>&nbsp;</o:p></p>',
  '<!--EndFragment--></body></html>',
].join('')

describe('the rich-text editor', () => {
  it('見出し: 大見出し and 小見出し make h2 and h3, 標準 a paragraph again', () => {
    const { last, selectAll, press } = setup('<p>承認の概要</p>')
    selectAll()
    press('大見出し')
    expect(last()).toBe('<h2>承認の概要</h2>')
    press('小見出し')
    expect(last()).toBe('<h3>承認の概要</h3>')
    press('標準')
    expect(last()).toBe('<p>承認の概要</p>')
    expect(screen.getByRole('button', { name: '小見出し' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('lists: 箇条書き and 番号付きリスト write <li> without a paragraph inside, as bodies are stored', async () => {
    const { last, selectAll, press } = setup('<p>第一</p><p>第二</p>')
    selectAll()
    press('箇条書き')
    expect(last()).toBe('<ul><li>第一</li><li>第二</li></ul>')
    await waitFor(() => expect(screen.getByRole('button', { name: '箇条書き' }).getAttribute('aria-pressed')).toBe('true'))
    press('番号付きリスト')
    expect(last()).toBe('<ol><li>第一</li><li>第二</li></ol>')
    expect(stored(last()!)).toBe(last())
  })

  it('太字 and 斜体 write strong and em', () => {
    const { last, selectAll, press } = setup('<p>重要</p>')
    selectAll()
    press('太字')
    expect(last()).toBe('<p><strong>重要</strong></p>')
    press('斜体')
    expect(last()).toBe('<p><strong><em>重要</em></strong></p>')
    expect(stored(last()!)).toBe(last())
  })

  it('リンク: an http(s) URL becomes an a href; javascript: is refused with a message', () => {
    const { last, selectAll, press, onChange } = setup('<p>発表資料</p>')
    selectAll()
    press('リンク')
    fireEvent.change(screen.getByLabelText('リンク先のURL'), { target: { value: 'javascript:alert(1)' } })
    press('設定')
    expect(screen.getByRole('alert').textContent).toBe('http:// または https:// で始まるURLを入力してください')
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('リンク先のURL'), { target: { value: 'https://example.jp/news' } })
    press('設定')
    expect(last()).toBe('<p><a href="https://example.jp/news">発表資料</a></p>')
    expect(screen.queryByLabelText('リンク先のURL')).toBeNull()
    expect(stored(last()!)).toBe(last())
    press('リンクを解除')
    expect(last()).toBe('<p>発表資料</p>')
  })

  it('画像を挿入: the picked file goes through the page upload, its URL is put in as img src', async () => {
    const upload = vi.fn((_file: File) => Promise.resolve('/api/v1/files/91'))
    const { last } = setup('<p>写真</p>', upload)
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('画像を挿入', { selector: 'input' }), { target: { files: [file] } })
    await waitFor(() => expect(last()).toContain('<img'))
    expect(upload).toHaveBeenCalledWith(file)
    expect(last()).toMatch(/<img src="\/api\/v1\/files\/91" alt="photo.png">/)
    expect(stored(last()!)).toBe(last())
  })

  it('画像を挿入: a failed upload says why and puts nothing in', async () => {
    const { onChange } = setup('<p>写真</p>', () => Promise.reject(new Error('ファイルが大きすぎます（10MBまで）')))
    const file = new File(['x'], 'big.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('画像を挿入', { selector: 'input' }), { target: { files: [file] } })
    expect((await screen.findByRole('alert')).textContent).toBe('画像をアップロードできませんでした：ファイルが大きすぎます（10MBまで）')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('no upload given: no image button', () => {
    setup('<p>本文</p>')
    expect(screen.queryByRole('button', { name: '画像を挿入' })).toBeNull()
  })

  it('a pasted Word fragment comes out as clean HTML: no mso- style, class, <o:p> or comment; its bullets a real list', () => {
    const { editable, last } = setup('<p></p>')
    const paste = new Event('paste', { bubbles: true, cancelable: true })
    Object.defineProperty(paste, 'clipboardData', {
      value: { getData: (type: string) => (type === 'text/html' ? word : type === 'text/plain' ? '新薬の承認について' : ''), types: ['text/html', 'text/plain'], files: [], items: [] },
    })
    act(() => void editable.dispatchEvent(paste))
    expect(last()).toBe(
      '<p><strong>新薬の承認</strong>について</p><ul><li>第一の効能</li><li>第二の効能</li></ul><p><em>詳細は</em><a href="https://example.jp/news"><em>発表資料</em></a><em>をご覧ください</em></p>',
    )
    expect(last()).not.toMatch(/mso-|class=|style=|o:p|<!--/)
    expect(stored(last()!)).toBe(last())
  })

  it('cleanPastedHtml: Word numbered paragraphs become an ol; Excel and web-page noise (style, script, meta) is dropped', () => {
    const numbered =
      '<p class=MsoListParagraph style="mso-list:l1 level1 lfo2"><![if !supportLists]><span style="mso-list:Ignore">1.<span>&nbsp; </span></span><![endif]>一つ目</p>' +
      '<p class=MsoListParagraph style="mso-list:l1 level1 lfo2"><![if !supportLists]><span style="mso-list:Ignore">2.<span>&nbsp; </span></span><![endif]>二つ目</p>'
    expect(cleanPastedHtml(numbered)).toBe('<ol><li>一つ目</li><li>二つ目</li></ol>')
    const web = '<meta charset="utf-8"><style>td{color:red}</style><script>window.__x=1</script><table><tr><td class="xl65">売上</td></tr></table>'
    expect(cleanPastedHtml(web)).toBe('<table><tbody><tr><td class="xl65">売上</td></tr></tbody></table>')
  })

  it('editorHtml unwraps only a list item that holds one paragraph', () => {
    expect(editorHtml('<ul><li><p>一</p></li><li><p>二</p><p>続き</p></li></ul>')).toBe('<ul><li>一</li><li><p>二</p><p>続き</p></li></ul>')
  })

  it('a hostile stored body runs nothing in the editor and is not written back', () => {
    const hostile = '<p>本文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">リンク</a><p style="color:red" class="x" data-x="1">続き</p>'
    const { editable, onChange, selectAll, press, last } = setup(hostile)
    expect(editable.querySelector('[onerror], script, [href^="javascript"], [style], [data-x]')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
    expect(onChange).not.toHaveBeenCalled()
    selectAll()
    press('太字')
    expect(last()).not.toMatch(/onerror|script|javascript|style|class|data-/)
  })

  it('a value set from outside is read in without a change reported; 書式をクリア takes marks and headings off', () => {
    const onChange = vi.fn()
    const { rerender } = render(<RichTextEditor id="body" label="本文" value="<p>一</p>" onChange={onChange} />)
    rerender(<RichTextEditor id="body" label="本文" value="<h2><em>二</em></h2>" onChange={onChange} />)
    const editable = screen.getByRole('textbox', { name: '本文' })
    expect(editable.innerHTML).toContain('<h2><em>二</em></h2>')
    expect(onChange).not.toHaveBeenCalled()
    act(() => void (editable as HTMLElement & { editor: Editor }).editor.commands.selectAll())
    fireEvent.click(screen.getByRole('button', { name: '書式をクリア' }))
    expect(onChange).toHaveBeenLastCalledWith('<p>二</p>')
  })

  it('disabled: not editable, every tool off; the field attributes follow the form', () => {
    render(<RichTextEditor id="body" label="本文" value="<p>一</p>" onChange={() => {}} disabled invalid required describedBy="body-hint" />)
    const editable = screen.getByRole('textbox', { name: '本文' })
    expect(editable.getAttribute('contenteditable')).toBe('false')
    expect(editable.id).toBe('body')
    expect(editable.getAttribute('aria-invalid')).toBe('true')
    expect(editable.getAttribute('aria-required')).toBe('true')
    expect(editable.getAttribute('aria-describedby')).toBe('body-hint')
    for (const tool of screen.getAllByRole('button')) expect((tool as HTMLButtonElement).disabled).toBe(true)
  })

  it('RichTextField loads the editor on demand and shows it in place of its placeholder', async () => {
    render(<RichTextField id="body" label="本文" value="<p>遅れて</p>" onChange={() => {}} />)
    expect((await screen.findByRole('textbox', { name: '本文' }, { timeout: 10_000 })).textContent).toBe('遅れて')
    expect(screen.queryByText('エディタを読み込んでいます…')).toBeNull()
  })
})
