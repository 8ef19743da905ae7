/**
 * The loading bar follows the API calls staff wait for, and only those (SPEC 9: throttle 200 ms;
 * docs/services.md "What the loading bar counts"), on /doctor against the real stack:
 * - a quiet re-check after a gap in the live stream, its answer held 1.5 s, never shows the bar
 *   (the check does run: its answer, one row short, makes the list offer 更新);
 * - a search whose answer is held 1.5 s shows the bar from about 200 ms after it starts until it
 *   has its answer.
 * The gap is played by the test: every live stream of the page is held unanswered (page.route)
 * until the test answers one with a stream that ends at once; the connection opens again after
 * its 1 s backoff, and that open (not the first) runs the resync. The bar is watched by a
 * MutationObserver, so that a bar shown for a moment between two looks is seen too.
 */
import { expect, test, type Page, type Route } from '@playwright/test'
import { signIn } from './support/sign-in'

const held = 1_500
const liveEvents = '**/api/v1/admin/live/events?**'
const doctorSearch = '**/api/v1/admin/doctors/search'
/** A stream that opens and ends at once (a comment, no event). */
const endedStream = { status: 200, contentType: 'text/event-stream', body: ': ended by the test\n\n' }

interface BarChange {
  readonly shown: boolean
  readonly at: number
}
type Watched = Window & { __bar?: Array<BarChange>; __t0?: number }

/** Every time the loading bar comes or goes, with `performance.now()`, from the document's start. */
const watchBar = () => {
  const log: Array<BarChange> = []
  ;(window as Watched).__bar = log
  let shown = false
  new MutationObserver(() => {
    const now = document.querySelector('.loading-bar[role="progressbar"]') !== null
    if (now !== shown) log.push({ shown: (shown = now), at: performance.now() })
  }).observe(document, { childList: true, subtree: true })
}

const barLog = (page: Page) => page.evaluate(() => [...((window as Watched).__bar ?? [])])
/** Forget what was seen so far; returns the page's clock now. */
const markNow = (page: Page) =>
  page.evaluate(() => {
    ;(window as Watched).__bar?.splice(0)
    return ((window as Watched).__t0 = performance.now())
  })

/** The live streams: held unanswered, except the next `end` ones, which end at once. */
const holdLiveStreams = async (page: Page) => {
  const streams: Array<Route> = []
  let end = 0
  await page.route(liveEvents, async (route) => {
    if (end > 0) {
      end -= 1
      return route.fulfill(endedStream)
    }
    streams.push(route)
  })
  return {
    count: () => streams.length,
    /** End the stream held now, and the next one: that reopen (not the document's first open) is a resync. */
    gap: async () => {
      const current = streams[streams.length - 1]
      if (!current) throw new Error('no live stream held')
      end = 1
      await current.fulfill(endedStream)
    },
  }
}

test('the loading bar shows for a held search and never for a quiet re-check', async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript(watchBar)
  const live = await holdLiveStreams(page)
  await signIn(page)

  const before = live.count()
  await page.goto('/doctor')
  const grid = page.getByRole('grid', { name: '医師一覧' })
  await expect(grid).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect.poll(() => live.count()).toBeGreaterThan(before) // this document's stream, held open

  await test.step('a quiet re-check, held 1.5 s, shows no bar', async () => {
    /** The rows each re-check's real answer had. */
    const checks: Array<number> = []
    await page.route(doctorSearch, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { payload?: Array<unknown> }
      checks.push(body.payload?.length ?? 0)
      await new Promise((resolve) => setTimeout(resolve, held))
      // one row short: the check finds the rows changed, so the list offers 更新 (the check ran, and ended)
      await route.fulfill({ response, json: { ...body, payload: body.payload?.slice(1) } })
    })
    await markNow(page)
    await live.gap()
    await expect.poll(() => checks.length, { message: 'the quiet re-check reached the server' }).toBe(1)
    await expect(page.getByText('一覧の表示後に内容が更新されました')).toBeVisible({ timeout: held + 5_000 })
    // longer than the bar's throttle after the answer: a bar due then would be on screen now
    await page.waitForTimeout(700)
    expect(await barLog(page), 'loading bar changes while the quiet re-check ran').toEqual([])
    expect(checks, 'one re-check').toHaveLength(1)
    expect(checks[0], 'the rows the re-check read (one is left out)').toBeGreaterThan(1)
    await page.unroute(doctorSearch)
  })

  await test.step('a search held 1.5 s shows the bar after about 200 ms, until its answer', async () => {
    /** When (the page's clock) the held answer was handed to the browser. */
    let answered = 0
    await page.route(doctorSearch, async (route) => {
      const response = await route.fetch()
      await new Promise((resolve) => setTimeout(resolve, held))
      answered = await page.evaluate(() => performance.now())
      await route.fulfill({ response })
    })
    await page.getByLabel('キーワード（氏名・カナ・メールアドレス）').fill('山田')
    const t0 = await markNow(page)
    await page.getByRole('button', { name: '検索', exact: true }).click()
    const bar = page.getByRole('progressbar', { name: '読み込み中' })
    await expect(bar).toBeVisible({ timeout: held })
    await expect(bar).toBeHidden({ timeout: held + 5_000 })
    expect(answered).toBeGreaterThan(0)
    await expect(page).toHaveURL(/keyword=/)
    const log = await barLog(page)
    expect(log.map((c) => c.shown), 'shown once, then hidden').toEqual([true, false])
    const [shown, hidden] = log
    const measured = `search held ${held} ms: bar shown ${Math.round(shown!.at - t0)} ms after the click, hidden ${Math.round(hidden!.at - answered)} ms after the answer`
    test.info().annotations.push({ type: 'loading bar', description: measured })
    console.log(`loading bar: ${measured}`)
    // not before the 200 ms throttle (a few ms of the click and the request are before it too)
    expect(shown!.at - t0).toBeGreaterThanOrEqual(200)
    expect(shown!.at - t0).toBeLessThan(held)
    // on screen until the answer (then 100 % for a moment, and gone)
    expect(hidden!.at).toBeGreaterThan(answered)
    await page.unroute(doctorSearch)
  })
})
