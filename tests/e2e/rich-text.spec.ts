/**
 * The rich-text editor (Tiptap) in Chromium against the real stack, as staff use it on the two pages
 * that show one (seeded rows no other test changes): a press release in editing and a draft
 * manuscript — a heading, a list, a link, an image through the page's upload (the manuscript's
 * contents upload, the press release's image upload; the editor, the preview and the stored page
 * load it from its `/uploads/…` URL), and a fragment pasted from Word (a paste event carrying Word's text/html: mso-
 * styles, classes, `<o:p>`, conditional comments, a bulleted list as paragraphs). What the page
 * sends to be stored is clean HTML in the shapes the server keeps, and it reads back the same.
 * The editor's chunk loads on these pages only (not on the list before them).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { signIn } from './support/sign-in'

const pressRelease = 'AI画像診断支援ソフトウェアの提供開始について'
const manuscript = '地方中核病院における心不全多職種連携の実践'

/** A fragment as Word (Microsoft 365, Windows) puts it on the clipboard. */
const wordFragment = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head>',
  '<meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; margin:0mm; font-family:游明朝;} --></style></head>',
  '<body lang=JA style="tab-interval:42.0pt"><!--StartFragment-->',
  '<p class=MsoNormal><b><span style="font-family:游明朝;mso-bidi-font-family:Arial">Wordからの貼り付け</span></b><span style="mso-fareast-language:JA">です<o:p></o:p></span></p>',
  '<p class=MsoListParagraphCxSpFirst style="margin-left:18pt;text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-fareast-font-family:Symbol"><span style="mso-list:Ignore">·<span style="font:7.0pt \'Times New Roman\'">&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>貼り付けた項目一<o:p></o:p></p>',
  '<p class=MsoListParagraphCxSpLast style="margin-left:18pt;text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-fareast-font-family:Symbol"><span style="mso-list:Ignore">·<span style="font:7.0pt \'Times New Roman\'">&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>貼り付けた項目二<o:p></o:p></p>',
  '<!--EndFragment--></body></html>',
].join('')
const wordClean = '<p><strong>Wordからの貼り付け</strong>です</p><ul><li>貼り付けた項目一</li><li>貼り付けた項目二</li></ul>'

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const editorChunks = (page: Page) => {
  const loaded: Array<string> = []
  page.on('response', (r) => {
    if (/\/assets\/rich-text-editor[^/]*\.js$/.test(new URL(r.url()).pathname)) loaded.push(r.url())
  })
  return loaded
}

/** Puts the caret at the end of the text, then types a new paragraph. */
const typeAtEnd = async (page: Page, editor: Locator, text: string) => {
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type(text)
}

/** Selects the paragraph holding `text` (a triple click) and presses the toolbar button `tool`. */
const format = async (page: Page, editor: Locator, text: string, tool: string) => {
  await editor.getByText(text, { exact: true }).click({ clickCount: 3 })
  await page.getByRole('toolbar', { name: '書式' }).getByRole('button', { name: tool, exact: true }).click()
}

/** Heading, list and link, typed and set from the toolbar, then a Word fragment pasted at the end. */
const editAsStaff = async (page: Page, editor: Locator) => {
  await typeAtEnd(page, editor, '追記した見出し')
  await format(page, editor, '追記した見出し', '大見出し')
  await expect(editor.locator('h2', { hasText: '追記した見出し' })).toBeVisible()

  await typeAtEnd(page, editor, '一つ目の項目')
  await format(page, editor, '一つ目の項目', '箇条書き')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('二つ目の項目')
  await expect(editor.locator('ul li')).toHaveText(['一つ目の項目', '二つ目の項目'])

  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter') // an empty item leaves the list
  await page.keyboard.type('詳しい資料')
  await format(page, editor, '詳しい資料', 'リンク')
  await page.getByLabel('リンク先のURL').fill('javascript:alert(1)')
  await page.getByRole('button', { name: '設定', exact: true }).click()
  await expect(page.getByText('http:// または https:// で始まるURLを入力してください')).toBeVisible()
  await page.getByLabel('リンク先のURL').fill('https://example.jp/shiryo')
  await page.getByRole('button', { name: '設定', exact: true }).click()
  await expect(editor.locator('a[href="https://example.jp/shiryo"]')).toHaveText('詳しい資料')

  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await editor.evaluate((el, html) => {
    const data = new DataTransfer()
    data.setData('text/html', html)
    data.setData('text/plain', 'Wordからの貼り付けです\n貼り付けた項目一\n貼り付けた項目二')
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, wordFragment)
  await expect(editor.locator('ul').last().locator('li')).toHaveText(['貼り付けた項目一', '貼り付けた項目二'])
}

/** What staff's additions became in the HTML sent to be stored (the seeded text before them left as it was). */
const expectCleanAdditions = (html: string, image?: string) => {
  expect(html).toContain('<h2>追記した見出し</h2><ul><li>一つ目の項目</li><li>二つ目の項目</li></ul><p><a href="https://example.jp/shiryo">詳しい資料</a></p>')
  expect(html).toContain(wordClean)
  expect(html).not.toMatch(/mso-|class=|style=|<o:p|<!--|<span|<meta|<b>|Symbol/)
  if (image) expect(html).toMatch(new RegExp(`<img src="${image}" alt="図版.png">`))
}

/** axe (WCAG 2.1 A/AA) over the editor, its link form open: no serious or critical finding. */
const expectAccessible = async (page: Page) => {
  await page.getByRole('toolbar', { name: '書式' }).getByRole('button', { name: 'リンク', exact: true }).click()
  await expect(page.getByLabel('リンク先のURL')).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('.rich-text-editor').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await page.locator('.rich-text-link-form').getByRole('button', { name: 'キャンセル', exact: true }).click()
  await expect(page.getByLabel('リンク先のURL')).toHaveCount(0)
}

/** The image has loaded (an `<img>` sends no token: the upload's URL serves it as it is). */
const expectLoaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)

/** The image: picked from the toolbar (after the pasted list), uploaded by the page, put in the text and shown; answers its URL. */
const insertImage = async (page: Page, editor: Locator) => {
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter') // out of the pasted list
  const choosing = page.waitForEvent('filechooser')
  await page.getByRole('toolbar', { name: '書式' }).getByRole('button', { name: '画像を挿入' }).click()
  await (await choosing).setFiles({ name: '図版.png', mimeType: 'image/png', buffer: png })
  const image = editor.locator('img[alt="図版.png"]')
  await expect(image).toHaveAttribute('src', /^\/uploads\/\d+-[0-9a-f]{64}\.png$/)
  await expectLoaded(image)
  return (await image.getAttribute('src'))!
}

const sentBody = (request: Request, field: string) => (request.postDataJSON() as Record<string, string>)[field] ?? ''

test.describe('the rich-text editor', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('a press release in editing: heading, list, link, an uploaded image and a Word paste are sent and stored clean', async ({ page }) => {
    const loaded = editorChunks(page)
    await page.goto(`/press_release?status=editing&keyword=${encodeURIComponent(pressRelease)}`)
    const row = page.getByRole('grid', { name: 'プレスリリース一覧' }).getByRole('row').filter({ hasText: pressRelease })
    await expect(row).toHaveCount(1)
    expect(loaded).toEqual([])
    await row.click()
    await expect(page).toHaveURL(/\/press_release\/\d+\/edit$/)
    const editor = page.getByRole('textbox', { name: '本文' })
    await expect(editor).toContainText('お問い合わせ：広報部')
    expect(loaded).toHaveLength(1)
    await expectAccessible(page)

    await editAsStaff(page, editor)
    const src = await insertImage(page, editor)
    // the preview shows what will be published, as it is typed
    const preview = page.getByLabel('プレビュー（公開時の表示）', { exact: true })
    await expect(preview.locator('h2')).toHaveText('追記した見出し')
    await expectLoaded(preview.locator(`img[src="${src}"]`))

    const saving = page.waitForRequest((r) => r.method() === 'PUT' && /\/pressReleases\/\d+$/.test(new URL(r.url()).pathname))
    await page.getByRole('button', { name: '保存' }).click()
    const sent = sentBody(await saving, 'body')
    expectCleanAdditions(sent, src.replace(/[/]/g, '\\/'))
    await expect(page.locator('.p-toast-message-success').filter({ hasText: 'プレスリリースを保存しました。' })).toBeVisible()

    // as stored: read back into the form and its preview
    await page.goto(`/press_release?status=editing&keyword=${encodeURIComponent(pressRelease)}`)
    await page.getByRole('grid', { name: 'プレスリリース一覧' }).getByRole('row').filter({ hasText: pressRelease }).click()
    await expect(page.getByRole('textbox', { name: '本文' }).locator('h2')).toHaveText('追記した見出し')
    const stored = await page.getByLabel('プレビュー（公開時の表示）', { exact: true }).innerHTML()
    expect(stored).toContain('<ul><li>貼り付けた項目一</li><li>貼り付けた項目二</li></ul>')
    expect(stored).not.toMatch(/mso-|class=|style=|<o:p|<span/)
  })

  test('a draft manuscript: heading, list, link, an uploaded image and a Word paste are sent and stored clean', async ({ page }) => {
    const loaded = editorChunks(page)
    await page.goto(`/manuscript?tab=all&keyword=${encodeURIComponent(manuscript)}`)
    await page.getByRole('grid', { name: '記事一覧' }).getByRole('row').filter({ hasText: manuscript }).click()
    await expect(page.getByRole('heading', { name: manuscript })).toBeVisible()
    expect(loaded).toEqual([])
    await page.getByRole('link', { name: '編集', exact: true }).click()
    const editor = page.getByRole('textbox', { name: '本文' })
    await expect(editor.locator('h2').first()).toHaveText('背景')
    expect(loaded).toHaveLength(1)
    await expectAccessible(page)

    await editAsStaff(page, editor)

    // the image: uploaded as a content file, listed with its scan status, put in the text
    const src = await insertImage(page, editor)
    await expect(page.getByRole('list', { name: '添付ファイル' })).toContainText('図版.png')

    const saving = page.waitForRequest((r) => r.method() === 'PUT' && /\/manuscripts\/\d+$/.test(new URL(r.url()).pathname))
    await page.getByRole('button', { name: '保存' }).click()
    expectCleanAdditions(sentBody(await saving, 'contents'), src.replace(/[/]/g, '\\/'))
    await expect(page.getByText('記事を保存しました')).toBeVisible()

    // as stored: the detail page shows it, the edit form reads it back
    await expect(page.getByRole('heading', { name: manuscript })).toBeVisible()
    const body = page.getByLabel('本文', { exact: true })
    await expect(body.locator('h2', { hasText: '追記した見出し' })).toBeVisible()
    await expect(body.locator(`img[src="${src}"]`)).toHaveCount(1)
    await expectLoaded(body.locator(`img[src="${src}"]`))
    expect(await body.innerHTML()).not.toMatch(/mso-|class=|style=|<o:p/)
  })
})
