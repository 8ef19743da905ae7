/**
 * MP管理 in Chromium against the real stack (demo data): pick doctors from the search, grant
 * 1000 MP with a note, confirm the total and read the outcome per doctor; a frozen doctor in
 * the selection is refused while the others are granted; the grant ledger shows the grant (by
 * doctor filter) and its CSV出力 reads back. ギフト券交換履歴: filter by status
 * and period, totals of the period.
 *
 * Demo doctors are `<name>.<n>@doctors.example`; `.2@`, `.3@`, `.5@` are live and not frozen,
 * `.6@` is frozen (server/src/seed/demo.seed.ts). Balances are read before the grant, so the
 * test holds on a database it already ran on.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const yen = (n: number) => n.toLocaleString('ja-JP')

/** Search one doctor by e-mail, tick it, and return its name and balance before the grant. */
const pick = async (page: Page, emailPart: string) => {
  const picker = page.getByRole('region', { name: '付与する医師を選択' })
  await picker.getByLabel('氏名・メールアドレス', { exact: true }).fill(emailPart)
  await picker.getByRole('button', { name: '検索', exact: true }).click()
  const row = page.getByRole('grid', { name: '医師検索結果' }).getByRole('row').filter({ hasText: emailPart })
  await expect(row).toHaveCount(1)
  const cells = row.getByRole('gridcell')
  const name = (await cells.nth(1).innerText()).trim()
  const balance = Number((await cells.nth(4).innerText()).replace(/[^\d]/g, ''))
  await row.click()
  await expect(row.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true')
  return { name, balance }
}

const grant = async (page: Page, amount: string, note: string) => {
  await page.getByRole('button', { name: 'MPを付与' }).click()
  const dialog = page.getByRole('dialog', { name: '付与するMP' })
  // The note is required: OK without it says so and sends nothing.
  const input = dialog.getByPlaceholder('選択または数値を入力')
  await input.fill(amount)
  // typing opens the preset list under the field; Tab closes it, as staff would
  await input.press('Tab')
  await expect(page.locator('.p-dropdown-panel')).toBeHidden()
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('付与理由を入力してください')
  await dialog.getByLabel('付与理由（必須）').fill(note)
  await dialog.getByRole('button', { name: 'OK' }).click()
}

const outcomeRow = (page: Page, name: string) => page.getByRole('region', { name: '付与結果' }).getByRole('row').filter({ hasText: name })

test.describe('MP management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
    await page.goto('/mp_management')
    await expect(page.getByRole('heading', { name: 'MP管理' })).toBeVisible()
  })

  test('grant 1000 MP to three doctors picked from the search, see them in the ledger and export it', async ({ page }) => {
    const picked = [await pick(page, '.2@doctors.example'), await pick(page, '.3@doctors.example'), await pick(page, '.5@doctors.example')]
    await expect(page.getByText('3名を選択中').first()).toBeVisible()
    // a note of this run only: the ledger rows of earlier runs do not count
    const note = `学会協力のお礼 ${Date.now()}`
    await grant(page, '1000', note)

    const confirm = page.getByRole('dialog', { name: 'MP付与の確認' })
    await expect(confirm).toContainText('3名に1,000MPずつ付与します（合計3,000MP）')
    await confirm.getByRole('button', { name: 'OK' }).click()

    await expect(page.getByRole('region', { name: '付与結果' })).toContainText('付与 3名 / 付与できなかった医師 0名')
    for (const doctor of picked) {
      const row = outcomeRow(page, doctor.name).first()
      await expect(row).toContainText('付与済み')
      await expect(row).toContainText(yen(doctor.balance + 1000))
    }
    // The search shows the new balance too.
    await expect(page.getByRole('grid', { name: '医師検索結果' }).getByRole('row').filter({ hasText: '.5@doctors.example' }).getByRole('gridcell').nth(4)).toHaveText(yen(picked[2]!.balance + 1000))
    await page.getByRole('button', { name: '閉じる' }).last().click()
    await expect(page.getByText('0名を選択中')).toBeVisible()

    // The grant ledger below: who granted how much to whom, when and why (reloaded after the grant).
    const ledger = page.getByRole('grid', { name: 'MP付与履歴一覧' })
    await expect(ledger).toHaveAttribute('aria-busy', 'false')
    const rows = ledger.getByRole('row').filter({ hasText: note })
    await expect(rows).toHaveCount(3)
    for (const doctor of picked) await expect(rows.filter({ hasText: doctor.name }).first()).toContainText('1,000')
    await expect(rows.first()).toContainText('管理 太郎')
    // filtered by a doctor's e-mail: that doctor's row only
    const ledgerForm = page.getByRole('search', { name: 'MP付与履歴' })
    await ledgerForm.getByLabel('医師（氏名・メールアドレス）').fill('.5@doctors.example')
    await ledgerForm.getByRole('button', { name: '検索', exact: true }).click()
    await expect(page).toHaveURL(/ledger=/)
    await expect(ledger).toHaveAttribute('aria-busy', 'false')
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText(picked[2]!.name)

    // CSV出力 of the filtered ledger, read back: BOM, the header, this grant's row
    const downloading = page.waitForEvent('download')
    await page.getByRole('toolbar', { name: 'MP付与履歴一覧' }).getByRole('button', { name: 'CSV出力' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^MP付与履歴一覧_\d{8}-\d{4}\.csv$/)
    const text = (await readFile((await download.path())!)).toString('utf8')
    expect(text.startsWith('\uFEFF付与日時,医師,メールアドレス,MP,付与理由,付与者\r\n')).toBe(true)
    const line = text.split('\r\n').find((l) => l.includes(note))
    expect(line).toContain(',1000,')
    expect(line).toContain('.5@doctors.example')
    await page.getByRole('dialog', { name: 'CSV出力' }).getByRole('button', { name: '閉じる' }).last().click()
    await page.screenshot({ path: '.tmp/screens/mp-ledger.png', fullPage: true })
  })

  test('doctors named in a paste by e-mail and id join the selection, the unknown lines are listed and download as formula-safe CSV', async ({ page }) => {
    // the e-mails of three live demo doctors, and the id of the third (its detail page's URL)
    const emailOf = async (part: string) => {
      const picker = page.getByRole('region', { name: '付与する医師を選択' })
      await picker.getByLabel('氏名・メールアドレス', { exact: true }).fill(part)
      await picker.getByRole('button', { name: '検索', exact: true }).click()
      const row = page.getByRole('grid', { name: '医師検索結果' }).getByRole('row').filter({ hasText: part })
      await expect(row).toHaveCount(1)
      return { email: (await row.getByRole('gridcell').nth(2).innerText()).trim(), name: (await row.getByRole('gridcell').nth(1).innerText()).trim() }
    }
    const [two, three, five] = [await emailOf('.2@doctors.example'), await emailOf('.3@doctors.example'), await emailOf('.5@doctors.example')]
    await page.goto(`/doctor?keyword=${encodeURIComponent(five.email)}`)
    await page.getByRole('grid', { name: '医師一覧' }).getByRole('row').filter({ hasText: five.email }).click()
    await expect(page).toHaveURL(/\/doctor\/[\w-]+$/)
    const fiveId = new URL(page.url()).pathname.split('/').pop()!
    await page.goto('/mp_management')

    const unknown = `nobody.${Date.now()}@nowhere.example`
    // line 1 names doctor .5 by id; line 5 names it again by e-mail (a duplicate); line 6 is a formula
    await page.getByLabel('メールアドレスまたは医師ID（1行に1件）').fill([fiveId, two.email, three.email.toUpperCase(), unknown, five.email, "=cmd|' /C calc'!A0"].join('\n'))
    await page.getByRole('button', { name: '照合して選択に追加' }).click()
    const paste = page.getByRole('region', { name: 'メールアドレス・医師IDで指定' })
    await expect(paste.getByRole('status')).toHaveText('3名を選択に追加しました / 該当しなかった行 3件')
    await expect(page.getByText('3名を選択中').first()).toBeVisible()
    const listed = paste.getByRole('table', { name: '該当しなかった行' }).getByRole('row')
    await expect(listed.filter({ hasText: unknown })).toContainText('該当する医師がいません')
    await expect(listed.filter({ hasText: five.email })).toContainText('同じ医師の指定が重複しています（1行目と同じ）')
    await expect(listed.filter({ hasText: '=cmd' })).toContainText('メールアドレス・医師IDの形式ではありません')
    const downloading = page.waitForEvent('download')
    await paste.getByRole('button', { name: 'CSVダウンロード' }).click()
    const csv = (await readFile((await (await downloading).path())!)).toString('utf8')
    expect(csv.startsWith('\uFEFF行,指定内容,理由\r\n')).toBe(true)
    expect(csv).toContain(`4,${unknown},該当する医師がいません`)
    // a formula is written as text: Excel does not run it
    expect(csv).toContain(`6,"'=cmd|' /C calc'!A0"`)
    await page.screenshot({ path: '.tmp/screens/mp-paste.png', fullPage: true })

    // the three go through the usual confirmation
    await grant(page, '500', `貼り付けで指定 ${Date.now()}`)
    const confirm = page.getByRole('dialog', { name: 'MP付与の確認' })
    await expect(confirm).toContainText('3名に500MPずつ付与します（合計1,500MP）')
    await confirm.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('region', { name: '付与結果' })).toContainText('付与 3名 / 付与できなかった医師 0名')
    for (const doctor of [two, three, five]) await expect(outcomeRow(page, doctor.name).first()).toContainText('付与済み')
  })

  test('a frozen doctor in the selection is refused while the others are granted', async ({ page }) => {
    const open = await pick(page, '.2@doctors.example')
    const frozen = await pick(page, '.6@doctors.example')
    await grant(page, '５００', '誤付与ではない確認')
    const confirm = page.getByRole('dialog', { name: 'MP付与の確認' })
    await expect(confirm).toContainText('2名に500MPずつ付与します（合計1,000MP）')
    await confirm.getByRole('button', { name: 'OK' }).click()

    await expect(page.getByRole('region', { name: '付与結果' })).toContainText('付与 1名 / 付与できなかった医師 1名')
    await expect(outcomeRow(page, open.name).first()).toContainText(yen(open.balance + 500))
    const refused = page.getByRole('region', { name: '付与結果' }).getByRole('row').filter({ hasText: '利用停止中の医師にはMPを付与できません' })
    await expect(refused).toContainText('付与できませんでした')
    await expect(refused).toContainText(yen(frozen.balance))
    await page.screenshot({ path: '.tmp/screens/mp-management.png', fullPage: true })
  })
})

test.describe('gift-card exchange history', () => {
  test('filter by status and period, with the totals of the period', async ({ page }) => {
    await signIn(page)
    await page.goto('/mp_swap')
    await expect(page.getByRole('heading', { name: 'ギフト券交換履歴' })).toBeVisible()
    const grid = page.getByRole('grid', { name: 'ギフト券交換履歴一覧' })
    const totals = page.getByRole('status', { name: 'ギフト券交換履歴' })
    // Demo data: one requested, one issued and one failed exchange of 500 MP, requested today.
    await expect(grid.getByText('発行済み')).toBeVisible()
    await expect(totals).toContainText(/期間の合計: \d+件/)

    await page.locator('.p-dropdown', { has: page.locator('#gift-status') }).click()
    await page.getByRole('option', { name: '発行済み' }).click()
    await expect(page).toHaveURL(/status=issued/)
    await expect(totals).toHaveText('期間の合計: 1件 / 500 MP / 500円')
    await expect(grid.getByText('XXXX-XXXXXX-7Q2M')).toBeVisible()
    await expect(grid.getByText('申請中')).toHaveCount(0)

    // The period around the day the exchange was requested, as the list shows it (JST): not the
    // test's own today, which is the next day when a run crosses midnight in Tokyo after the seed.
    const shown = await grid.getByRole('row').filter({ hasText: 'XXXX-XXXXXX-7Q2M' }).innerText()
    const [, y, m, d] = /(\d{4})\/(\d{2})\/(\d{2}) \d{2}:\d{2}/.exec(shown) ?? []
    expect(y, `the row shows its request time: ${shown}`).toBeDefined()
    const today = `${y}-${m}-${d}`
    const tomorrow = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1)).toISOString().slice(0, 10)
    await page.getByLabel('申請日（から）').fill(tomorrow)
    await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`))
    await expect(totals).toHaveText('期間の合計: 0件 / 0 MP / 0円')
    await expect(grid.getByText('該当する交換履歴はありません')).toBeVisible()

    await page.getByLabel('申請日（から）').fill(today)
    await page.getByLabel('申請日（まで）').fill(today)
    await expect(totals).toHaveText('期間の合計: 1件 / 500 MP / 500円')
    await page.screenshot({ path: '.tmp/screens/mp-swap.png', fullPage: true })
  })
})
