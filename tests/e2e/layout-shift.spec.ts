/**
 * First impressions: the pages staff open first do not move under their eyes while they load
 * (issue 31). Measured with the browser's Layout Instability API — a PerformanceObserver on
 * 'layout-shift' entries, registered before the page's first script, summing the value of every
 * shift not caused by recent input (what Lighthouse reports as CLS for one load) — from the
 * navigation until the page's data is shown and nothing is busy any more. Goal: ≤ 0.02 on each page.
 *
 * Each page is a fresh full load (the way staff open it from a bookmark or a reload); the signed-in
 * pages reuse the session the first sign-in saved. On failure the message lists each shift with
 * the elements that moved.
 */
import { expect, test, type Page } from '@playwright/test'
import { seeded, signIn } from './support/sign-in'

const goal = 0.02

interface Shift {
  readonly value: number
  readonly at: number
  readonly sources: ReadonlyArray<string>
}

declare global {
  interface Window {
    __layoutShifts?: Array<Shift>
  }
}

/** Registered in every document before its scripts: collects the shifts of this load. */
const observeShifts = () => {
  const shifts: Array<Shift> = []
  window.__layoutShifts = shifts
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?'
    const classes = [...node.classList].slice(0, 3).map((c) => `.${c}`).join('')
    const text = (node.textContent ?? '').trim().slice(0, 24)
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}${text ? ` "${text}"` : ''}`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // LayoutShift (not in TypeScript's DOM lib): value, hadRecentInput, sources
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: ReadonlyArray<{ node: Node | null }> }
      if (shift.hadRecentInput) continue
      shifts.push({ value: shift.value, at: Math.round(shift.startTime), sources: (shift.sources ?? []).map((s) => describe(s.node)) })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * Load `path` afresh, wait for `shown`, then until nothing on the page is busy any more (no
 * `aria-busy="true"`: the menu's role, the dashboard's sections, the list; no loading bar) and the
 * fonts are in, and return the shifts of that load. (Not the network going idle: the signed-in
 * console keeps its live stream open, docs/live.md.)
 */
const measure = async (page: Page, path: string, shown: (page: Page) => Promise<void>) => {
  await page.goto(path)
  await shown(page)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
  // two frames: a shift caused by the last data is reported after the frame that lays it out
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const shifts = await page.evaluate(() => window.__layoutShifts ?? [])
  const total = shifts.reduce((sum, s) => sum + s.value, 0)
  const detail = shifts.map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join(' | ')}`).join('\n')
  test.info().annotations.push({ type: 'layout shift', description: `${path}: ${total.toFixed(4)} in ${shifts.length} shifts` })
  console.log(`layout shift ${path}: ${total.toFixed(4)} in ${shifts.length} shifts${detail ? `\n${detail}` : ''}`)
  return { total, detail }
}

test.describe('layout shift while the first pages load', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(observeShifts)
  })

  test('/sign-in: the form does not move while the page loads', async ({ page }) => {
    const { total, detail } = await measure(page, '/sign-in', async (p) => {
      await expect(p.getByRole('button', { name: 'ログインリンクを送信' })).toBeVisible()
    })
    expect(total, `/sign-in layout shifts:\n${detail}`).toBeLessThanOrEqual(goal)
  })

  test('/: the dashboard keeps its place while its figures load', async ({ page }) => {
    await signIn(page)
    const { total, detail } = await measure(page, '/', async (p) => {
      const attention = p.getByRole('region', { name: '要対応' })
      const figures = p.getByRole('region', { name: '概況' })
      // every figure shown: the /stats/ cards, the failed imports' count, the month's grants
      await expect(attention.getByRole('link', { name: /^PR申請中 \d/ })).toBeVisible()
      await expect(attention.getByRole('button', { name: /^失敗行のある取込（30日） \d/ })).toBeVisible()
      await expect(figures.getByRole('link', { name: /^今月の付与MP \d/ })).toBeVisible()
      await expect(p.getByRole('link', { name: '医師管理' }).last()).toBeVisible()
    })
    expect(total, `/ layout shifts:\n${detail}`).toBeLessThanOrEqual(goal)
  })

  test('/ for an operator (no 管理者管理): the menu and the links keep their place when the role arrives', async ({ page }) => {
    await signIn(page, seeded.operator)
    const { total, detail } = await measure(page, '/', async (p) => {
      await expect(p.getByRole('region', { name: '要対応' }).getByRole('link', { name: /^PR申請中 \d/ })).toBeVisible()
      await expect(p.getByRole('navigation', { name: 'メインメニュー' })).toHaveAttribute('aria-busy', 'false')
      await expect(p.getByRole('main').getByRole('link', { name: '医師管理', exact: true })).toBeVisible()
    })
    expect(total, `/ (operator) layout shifts:\n${detail}`).toBeLessThanOrEqual(goal)
  })

  test('/doctor: the list keeps its place while its rows load', async ({ page }) => {
    await signIn(page)
    const { total, detail } = await measure(page, '/doctor', async (p) => {
      const grid = p.getByRole('grid', { name: '医師一覧' })
      await expect(grid.locator('.data-table__row--body').first()).toBeVisible()
    })
    expect(total, `/doctor layout shifts:\n${detail}`).toBeLessThanOrEqual(goal)
  })
})
