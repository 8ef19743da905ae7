/**
 * Accessibility (issue 17): axe-core (WCAG 2.1 A/AA rules) over every route of the route tree,
 * signed out and signed in, with the menu expanded and collapsed, and with each dialog open
 * (confirm, message queue, MP grant, the list's 利用停止, CSV import error and result) and the
 * expertise tree with a node selected. No rule is turned off and no finding is filtered: fails on
 * any serious or critical violation, with one readable report of all of them. The message history (top bar) is
 * opened here too: the two messages shown, newest first, with their time.
 *
 * The routes come from the console itself (`window.__consoleTest.routes()`, the router's route
 * paths), so a route added to the tree is checked without touching this file; a path parameter
 * takes seeded record 1.
 *
 * Colour contrast counts text the colour of its own background too: axe leaves a 1:1 ratio "to
 * review" (`incomplete`, messageKey equalRatio), not a violation, and so it passed every link drawn
 * as a button (新規登録, 編集: label and fill both #3d6d9f) until issue 43. Runs under the build and
 * the dev server (playwright.config.ts), whose stylesheets arrive in another order.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { makeDoctorCsv } from './fixtures/doctor-csv.fixture'
import { signIn } from './support/sign-in'

interface Finding {
  readonly where: string
  readonly rule: string
  readonly impact: string
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

const findings: Array<Finding> = []

const scan = async (page: Page, where: string, include?: string) => {
  const started = Date.now()
  // legacy mode runs axe in the page itself (no extra blank page per scan): ~3x faster here
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const outcome = await Promise.race([builder.analyze(), page.waitForTimeout(20_000).then(() => undefined)])
  if (!outcome) {
    findings.push({ where, rule: 'axe-timeout', impact: 'critical', help: 'axe did not finish within 20 s', targets: [] })
    return
  }
  const { violations, incomplete } = outcome
  if (process.env.A11Y_TIMING) console.log(`axe ${where}: ${Date.now() - started} ms, ${violations.length} violations`)
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue
    findings.push({ where, rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })
    if (process.env.A11Y_TIMING) console.log(`  ${v.id} ${v.impact} ${v.nodes.length} nodes: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)).join(' | ')}`)
  }
  // text as dark or light as its background (1:1): unreadable, though axe only asks for a review
  const unreadable = incomplete
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) => v.nodes)
    .filter((n) => n.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'))
  if (unreadable.length > 0) {
    findings.push({ where, rule: 'color-contrast', impact: 'serious', help: 'Text has the colour of its background (1:1)', targets: unreadable.slice(0, 3).map((n) => n.target.join(' ')) })
  }
}

const report = (): string =>
  findings.map((f) => `${f.where}: [${f.impact}] ${f.rule} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n')

/** Waits until the page has settled: no loading bar work, grids not busy. */
const settle = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"], .p-skeleton')).toHaveCount(0)
}

const seededId = '1'

test('no serious or critical axe violation on any route or dialog', async ({ page }) => {
  test.setTimeout(120_000)

  // Signed out: the sign-in pages and the 404 page.
  for (const path of ['/sign-in', '/sign-in-action', '/no-such-page']) {
    await page.goto(path)
    await settle(page)
    await scan(page, `signed out ${path}`)
  }

  await page.goto('/sign-in')
  await signIn(page)
  const routes = await page.evaluate(() => window.__consoleTest!.routes())
  const paths = [...new Set(routes.map((r) => r.replace(/\$[A-Za-z]+/g, seededId).replace(/\/$/, '') || '/'))]
    .filter((p) => !p.startsWith('/sign-in'))
    .sort()
  expect(paths).toContain('/doctor')
  for (const path of paths) {
    // in-app, as a menu link navigates (a reload per route cost about 1 s each)
    await page.evaluate((href) => window.__consoleTest!.navigate(href), path)
    await expect(page).toHaveURL((url) => url.pathname === path)
    await settle(page)
    await scan(page, path)
  }

  // The menu with every group expanded, then collapsed (the drawer folded away).
  await page.goto('/')
  await page.getByRole('button', { name: 'PR管理' }).click()
  await expect(page.getByRole('link', { name: '編集中' })).toBeVisible()
  await scan(page, 'menu expanded')
  await page.getByRole('button', { name: 'メニューを閉じる' }).click()
  await scan(page, 'menu collapsed')
  await page.getByRole('button', { name: 'メニューを開く' }).click()

  // The message queue (two items: its 次へ state).
  await page.evaluate(() => {
    window.__consoleTest!.enqueue({ kind: 'simple-error', messages: ['保存できませんでした。'] })
    window.__consoleTest!.enqueue({ kind: 'simple-info', messages: ['お知らせです。'] })
  })
  await expect(page.getByRole('button', { name: '次へ' })).toBeVisible()
  await scan(page, 'message dialog')
  await page.getByRole('button', { name: '次へ' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click()

  // The message history (top bar): both messages, newest first, with their time.
  await page.getByRole('button', { name: /^メッセージ履歴（\d+件）$/ }).click()
  const history = page.getByRole('dialog', { name: 'メッセージ履歴' })
  await expect(history.locator('.message-history__entry').first()).toContainText('お知らせです。')
  await expect(history.locator('.message-history__entry').nth(1)).toContainText('保存できませんでした。')
  await expect(history.locator('time').first()).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
  await scan(page, 'message history dialog')
  await history.locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()

  // Confirm and MP grant on a doctor (one in use: a frozen doctor is offered no MP付与).
  await page.goto('/doctor?frozen=false')
  await settle(page)
  await page.getByRole('grid', { name: '医師一覧' }).getByRole('row').nth(1).click()
  await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)
  await settle(page)
  await page.getByRole('button', { name: '利用停止', exact: true }).or(page.getByRole('button', { name: '利用停止解除' })).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await scan(page, 'confirm dialog')
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click()
  await page.getByRole('button', { name: 'MP付与' }).click()
  await expect(page.getByRole('dialog', { name: '付与するMP' })).toBeVisible()
  await scan(page, 'MP grant dialog')
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click()

  // The list: no row is "selected" while 0件を選択中 (the keyboard-active row is not selected);
  // the spec's 利用停止 dialog over a ticked doctor.
  await page.goto('/doctor?frozen=false')
  await settle(page)
  const grid = page.getByRole('grid', { name: '医師一覧' })
  await expect(page.getByRole('status').filter({ hasText: '0件を選択中' })).toBeVisible()
  await grid.focus()
  await page.keyboard.press('ArrowDown')
  await expect(grid.locator('[role="row"][aria-selected="true"]')).toHaveCount(0)
  await grid.getByRole('row').nth(1).getByRole('checkbox').click()
  await expect(grid.locator('[role="row"][aria-selected="true"]')).toHaveCount(1)
  await page.getByRole('toolbar').getByRole('button', { name: '利用停止', exact: true }).click()
  await expect(page.getByRole('dialog', { name: '利用停止', exact: true })).toContainText('選択した医師アカウントを利用停止にしますか？')
  await scan(page, 'bulk freeze dialog')
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click()

  // The expertise tree with a node selected (every treeitem a node, named by its own label).
  await page.goto('/expertise')
  await settle(page)
  await page.getByRole('tree', { name: '専門分野ツリー' }).getByRole('treeitem').first().click()
  await scan(page, 'expertise tree, a node selected')

  // CSV import: one bad row (error dialog), abort (result dialog).
  await page.goto('/doctor/import')
  const tag = `a11y${Date.now().toString(36)}`
  const buffer = Buffer.from(makeDoctorCsv({ count: 2, badLines: [3], tag, encoding: 'utf-8' }))
  await page.getByTestId('csv-file').setInputFiles({ name: 'doctors.csv', mimeType: 'text/csv', buffer })
  const errorDialog = page.getByRole('dialog', { name: 'CSVインポートエラー' })
  await expect(errorDialog).toBeVisible()
  await scan(page, 'CSV import error dialog')
  await errorDialog.getByRole('button', { name: '中止' }).click()
  await expect(page.getByRole('dialog', { name: 'CSVインポート完了' })).toBeVisible()
  await scan(page, 'CSV import result dialog')

  expect(findings, `serious or critical axe violations:\n${report()}`).toEqual([])
})
